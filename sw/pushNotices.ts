/// <reference lib="webworker" />
import { API_BASE } from '../src/contract/app';
import { endpointPath } from '../src/contract/endpoint';
import { FIRST_LOAD_ROUTES } from '../src/contract/firstLoadRoutes';
import type { PushPayload } from '../src/contract/push';
import { PUSH_WINDOW_MESSAGES, type PushWindowMessage } from '../src/contract/pushWindow';

/**
 * A notice pushed to this device (decision 0040): shown as a notification under the notice's tag,
 * so a copy the server sent again replaces it instead of showing twice; tapped, it opens the
 * notice's screen in an open window of the app, or a new one, and the notice is read.
 */

const ICON = '/icons/icon-192.png';

function payloadOf(data: PushMessageData | null): PushPayload | null {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (
      typeof value?.notice_id === 'number' &&
      typeof value.title === 'string' &&
      typeof value.body === 'string' &&
      typeof value.link === 'string' &&
      value.link.startsWith('/')
    )
      return value as PushPayload;
  } catch {
    // not our message's shape: the generic notification below
  }
  return null;
}

function appWindows(sw: ServiceWorkerGlobalScope): Promise<readonly WindowClient[]> {
  return sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

/** Every push must show a notification (the subscription is user-visible only). */
export async function showPushedNotice(sw: ServiceWorkerGlobalScope, data: PushMessageData | null) {
  const payload = payloadOf(data);
  await sw.registration.showNotification(payload?.title ?? 'Something new for you', {
    body: payload?.body ?? 'Open the app to see your notices.',
    tag: payload ? `notice-${payload.notice_id}` : 'notice',
    icon: ICON,
    badge: ICON,
    data: payload ?? { link: '/notices' },
  });
  const arrived: PushWindowMessage = { type: PUSH_WINDOW_MESSAGES.arrived };
  for (const window of await appWindows(sw)) window.postMessage(arrived);
}

export async function openPushedNotice(sw: ServiceWorkerGlobalScope, notification: Notification) {
  const payload = notification.data as Partial<PushPayload> | null;
  const link = typeof payload?.link === 'string' && payload.link.startsWith('/') ? payload.link : '/notices';
  if (typeof payload?.notice_id === 'number') {
    const url = `${API_BASE}${endpointPath(FIRST_LOAD_ROUTES.markNoticeRead, { id: payload.notice_id })}`;
    // best effort: offline, the notice stays unread until opened in the centre
    await fetch(url, { method: FIRST_LOAD_ROUTES.markNoticeRead.method, credentials: 'same-origin' }).catch(
      () => undefined,
    );
  }
  // the window on screen if there is one: one window opens the screen, not every one
  const windows = await appWindows(sw);
  const window =
    windows.find((each) => each.focused) ??
    windows.find((each) => each.visibilityState === 'visible') ??
    windows[0];
  if (!window) {
    await sw.clients.openWindow(link);
    return;
  }
  const open: PushWindowMessage = { type: PUSH_WINDOW_MESSAGES.open, link };
  window.postMessage(open);
  // focusing needs the tap's permission, which only a real tap gives
  await window.focus().catch(() => undefined);
}
