import { type RefObject, useEffect, useState } from 'react';
import { useAppStore } from '../../../pageState/appStore';

/**
 * Without the input's `cancel` event, a cancelled picker is noticed when the page gets focus
 * back; a `change` for picked files arrives within moments of that, so the hold waits this long.
 */
const FOCUS_FALLBACK_MS = 1000;

/**
 * Holds the version reload (versionReload.ts waits while `filePickerOpen` is set) while the file
 * picker of `input` is open or `uploading` is true: a reload then would lose the picked files.
 * Call `pickerOpened` when the input is clicked and `pickerClosed` after handling its change,
 * in the same event as the uploads start, so the hold never lapses between the two.
 */
export function useVersionReloadHold(input: RefObject<HTMLInputElement | null>, uploading: boolean) {
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const cancelled = () => setPicking(false);
    element.addEventListener('cancel', cancelled);
    return () => element.removeEventListener('cancel', cancelled);
  }, [input]);

  useEffect(() => {
    if (!picking) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focused = () => {
      timer = setTimeout(() => setPicking(false), FOCUS_FALLBACK_MS);
    };
    window.addEventListener('focus', focused);
    return () => {
      window.removeEventListener('focus', focused);
      clearTimeout(timer);
    };
  }, [picking]);

  const hold = picking || uploading;
  useEffect(() => {
    if (!hold) return;
    const { setFilePickerOpen } = useAppStore.getState();
    setFilePickerOpen(true);
    return () => setFilePickerOpen(false);
  }, [hold]);

  return { pickerOpened: () => setPicking(true), pickerClosed: () => setPicking(false) };
}
