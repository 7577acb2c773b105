import { useCallback, useEffect, useRef, useState } from 'react';

export const SAVE_DEBOUNCE_MS = 400;

/**
 * A text input over a stored value: typing shows at once and saves after a short pause; leaving
 * the field, the route or the page saves at once, so nothing typed waits only in memory. A stored value that changes meanwhile (another tab, a server copy)
 * shows when nothing typed is still unsaved.
 */
export function useDraftText(stored: string, save: (text: string) => void) {
  const [draft, setDraft] = useState(stored);
  const latest = useRef(stored);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    if (dirty.current) return;
    latest.current = stored;
    setDraft(stored);
  }, [stored]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    saveRef.current(latest.current);
  }, []);

  // Leaving the route saves what was typed; so do hiding the tab and closing the page, which do
  // not unmount anything (a phone may kill a hidden tab without another event).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  const change = useCallback(
    (text: string) => {
      latest.current = text;
      dirty.current = true;
      setDraft(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DEBOUNCE_MS);
    },
    [flush],
  );

  return { draft, change, flush };
}
