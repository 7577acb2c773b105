import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Whether one address is the other's modal, or the screen under it (the router's child routes). */
const sameScreen = (from: string, to: string) =>
  from === to || to.startsWith(`${from}/`) || from.startsWith(`${to}/`);

const positions = new Map<string, number>();
/** How long a screen coming back may take to grow tall enough for its old position. */
const RESTORE_WITHIN_MS = 3000;
const USER_SCROLLS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scrolls back to `top` once the page is tall enough: a screen shown again by Back draws its data
 * after the address changed. The auditor's own scroll, or the time limit, ends the wait.
 */
function restore(top: number): () => void {
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
 * Where the page is scrolled after a navigation (decision 0049): back and forward return to where
 * that entry was left; a new screen starts at the top; opening or closing a screen's modal (a child
 * route) keeps the screen where it was.
 */
export function useScrollReset() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location);

  // Kept as the auditor scrolls: by the time the next screen is committed, the page may have
  // shrunk under the old position and the browser clamped it.
  useEffect(() => {
    const keep = () => positions.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, []);

  useLayoutEffect(() => {
    const before = shown.current;
    if (before.key === location.key) return;
    shown.current = location;
    if (navigationType === 'POP') return restore(positions.get(location.key) ?? 0);
    if (!sameScreen(before.pathname, location.pathname)) window.scrollTo(0, 0);
    // the entry starts where it is shown: a modal closed without a scroll keeps the screen's place
    positions.set(location.key, window.scrollY);
  }, [location, navigationType]);
}
