import { create } from 'zustand';
import { TOAST_LIMIT, TOAST_TIMEOUT_MS } from '../../contract';

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  timeoutMs: number;
}

export interface ToastOptions {
  tone?: ToastTone;
  /** How long the toast stays once shown; TOAST_TIMEOUT_MS unless given (error toasts use longer). */
  timeoutMs?: number;
}

interface ToastState {
  /** At most TOAST_LIMIT toasts on screen; the rest wait their turn in `queue`. */
  visible: Toast[];
  queue: Toast[];
  show: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useToastStore = create<ToastState>()((set, get) => {
  const startTimers = (toasts: Toast[]) => {
    for (const toast of toasts) {
      if (timers.has(toast.id)) continue;
      timers.set(
        toast.id,
        setTimeout(() => get().dismiss(toast.id), toast.timeoutMs),
      );
    }
  };

  return {
    visible: [],
    queue: [],
    show: (message, options = {}) => {
      const { visible, queue } = get();
      // The same message already showing or waiting is not repeated.
      const duplicate = [...visible, ...queue].find((t) => t.message === message);
      if (duplicate) return duplicate.id;
      const toast: Toast = {
        id: nextId++,
        message,
        tone: options.tone ?? 'info',
        timeoutMs: options.timeoutMs ?? TOAST_TIMEOUT_MS,
      };
      if (visible.length < TOAST_LIMIT) {
        set({ visible: [...visible, toast] });
        startTimers([toast]);
      } else {
        set({ queue: [...queue, toast] });
      }
      return toast.id;
    },
    dismiss: (id) => {
      const timer = timers.get(id);
      if (timer) clearTimeout(timer);
      timers.delete(id);
      const visible = get().visible.filter((t) => t.id !== id);
      const queue = get().queue.filter((t) => t.id !== id);
      const promoted = queue.slice(0, Math.max(0, TOAST_LIMIT - visible.length));
      set({ visible: [...visible, ...promoted], queue: queue.slice(promoted.length) });
      startTimers(promoted);
    },
  };
});

/** Shows a toast from anywhere (event handlers, API code). */
export function showToast(message: string, options?: ToastOptions): number {
  return useToastStore.getState().show(message, options);
}
