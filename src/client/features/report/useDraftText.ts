import { useCallback, useEffect, useRef, useState } from 'react';

export const SAVE_DEBOUNCE_MS = 400;

/**
 * A text input over a stored value: typing shows at once and saves after a short pause, leaving
 * the field saves at once. A stored value that changes meanwhile (another tab, a server copy)
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

  // Leaving the page saves what was typed.
  useEffect(() => flush, [flush]);

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
