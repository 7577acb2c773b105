import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A text input over a stored value. Every keystroke shows at once and is handed to `save` in the
 * input handler itself, before React renders, so it reaches IndexedDB within the frame
 * (docs/rules.md#offline rule 1); the save queues its network call behind a typing pause, so the
 * server still sees one call per pause. Nothing typed lives only in memory: a reload, a closed tab
 * or a killed renderer loses at most the keystroke of the last frame.
 *
 * The stored value is read live; while keystrokes are still on their way to it, what the auditor
 * sees is what they typed, and a stored value that changes meanwhile (another tab, a server copy)
 * shows once the stored value has caught up with the last keystroke.
 */
export function useDraftText(stored: string, save: (text: string) => void) {
  const [draft, setDraft] = useState(stored);
  /** the last value typed here that the stored value has not shown yet */
  const unsaved = useRef<string | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    if (unsaved.current !== null) {
      if (stored !== unsaved.current) return;
      unsaved.current = null;
    }
    setDraft(stored);
  }, [stored]);

  const change = useCallback((text: string) => {
    unsaved.current = text;
    saveRef.current(text);
    setDraft(text);
  }, []);

  return { draft, change };
}
