/**
 * The service worker's word to the app's windows about Web Push (decision 0040): apart from the
 * subscription's schemas (push.ts), so the shell's bell and the service worker load no zod
 * (decision 0051).
 */

/**
 * What the service worker tells the app's open windows: a notice arrived (the bell reads the list
 * again), or its notification was tapped (the window opens the notice's screen in place).
 */
export const PUSH_WINDOW_MESSAGES = { arrived: 'NOTICE_ARRIVED', open: 'OPEN_NOTICE' } as const;
export type PushWindowMessage =
  | { type: typeof PUSH_WINDOW_MESSAGES.arrived }
  | { type: typeof PUSH_WINDOW_MESSAGES.open; link: string };
