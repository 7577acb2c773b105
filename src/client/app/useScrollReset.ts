import { useEffect, useLayoutEffect, useRef } from 'react';
import { matchRoutes, type RouteObject, useLocation, useNavigationType } from 'react-router-dom';

/** The id of the route whose children are the screens (router.tsx): a screen's modals are its children. */
export const SCREENS_ROUTE_ID = 'screens';

/** How long a screen coming back may take to grow tall enough for its old position. */
const RESTORE_WITHIN_MS = 3000;
/** What the auditor does that ends a restore: a tap, a click, a wheel or a key. */
const USER_SCROLLS = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;
/** The key React Router gives an entry it did not make: a visit's first page, whatever its address. */
const ENTRY_NOT_MADE_HERE = 'default';
/** Where each history entry was left, kept for a reload of the tab (sessionStorage is the tab's). */
const STORAGE_KEY = 'scroll-positions';
const KEPT_ENTRIES = 50;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>);
  } catch {
    return new Map();
  }
}

const positions = readPositions();

function keepPositions() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)));
  } catch {
    // a private window's full storage: a reload then starts at the top
  }
}

/** The screen route an address shows: the match under the screens' route, whatever modal is open. */
function screenOf(routes: RouteObject[], pathname: string): RouteObject | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  const screens = matches.findIndex((match) => match.route.id === SCREENS_ROUTE_ID);
  return screens < 0 ? undefined : matches[screens + 1]?.route;
}

/**
 * Scrolls back to `top` once the page is tall enough: a screen shown again by Back or a reload
 * draws its data after the address changed. The auditor's own scroll, or the time limit, ends it.
 */
function restore(top: number): () => void {
  if (typeof ResizeObserver === 'undefined') {
    window.scrollTo(0, top);
    return () => undefined;
  }
  const attempt = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) <= 1) stop();
  };
  const grown = new ResizeObserver(attempt);
  const timer = setTimeout(() => stop(), RESTORE_WITHIN_MS);
  function stop() {
    grown.disconnect();
    clearTimeout(timer);
    for (const event of USER_SCROLLS) window.removeEventListener(event, stop);
  }
  for (const event of USER_SCROLLS) window.addEventListener(event, stop, { passive: true });
  grown.observe(document.getElementById('root') ?? document.body);
  attempt();
  return stop;
}

/**
 * Where the page is scrolled after a navigation (decision 0049):
 * - back, forward and a reload return to where that history entry was left;
 * - another screen starts at the top;
 * - opening or closing a screen's modal (a child route of the screen's route) keeps it in place.
 */
export function useScrollReset(routes: RouteObject[]) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<typeof location | null>(null);

  // Kept as the page scrolls: by the time the next screen is committed, the page may have shrunk
  // under the old position and the browser clamped it.
  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const keep = () => {
      if (shown.current) positions.set(shown.current.key, window.scrollY);
    };
    window.addEventListener('scroll', keep, { passive: true });
    window.addEventListener('pagehide', keepPositions);
    return () => {
      window.removeEventListener('scroll', keep);
      window.removeEventListener('pagehide', keepPositions);
    };
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    if (before?.key === location.key) return;
    shown.current = location;
    if (navigationType === 'POP') {
      const left = location.key === ENTRY_NOT_MADE_HERE ? undefined : positions.get(location.key);
      if (left !== undefined) return restore(left);
      // a first load starts where the browser put it; an entry never left starts at the top
      if (before) window.scrollTo(0, 0);
      return;
    }
    if (!before || screenOf(routes, before.pathname) !== screenOf(routes, location.pathname)) {
      window.scrollTo(0, 0);
    }
    // the entry starts where it is shown: a modal closed without a scroll keeps the screen's place
    positions.set(location.key, window.scrollY);
  }, [location, navigationType, routes]);
}
