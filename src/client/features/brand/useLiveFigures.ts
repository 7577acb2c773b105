import { useEffect } from 'react';

/**
 * How often an open brand view reads its figures again. A report is in every figure from the
 * moment it is accepted (decision 0077); a screen left open (a head office's wall, a store
 * manager's tab) shows it within this, and at once when the tab is looked at again. With kept
 * answers (decision 0048) such a read costs the server a cache hit until a write changes them.
 */
export const BRAND_LIVE_MS = 20_000;

/** Reads the view again every `BRAND_LIVE_MS` while the tab is seen, and when it is seen again. */
export function useLiveFigures(refresh: () => Promise<void>): void {
  useEffect(() => {
    const look = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = setInterval(look, BRAND_LIVE_MS);
    document.addEventListener('visibilitychange', look);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', look);
    };
  }, [refresh]);
}
