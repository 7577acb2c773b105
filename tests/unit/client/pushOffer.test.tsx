import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_MESSAGES } from '../../../src/contract';

// the server offers notifications; what the browser can do is what these tests vary
vi.mock('../../../src/client/api/push', () => ({
  getPushSettings: vi.fn(async () => ({ public_key: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAA', endpoints: [] })),
  subscribePush: vi.fn(async () => undefined),
  unsubscribePush: vi.fn(async () => undefined),
}));

const { PushOffer } = await import('../../../src/client/features/notices/PushOffer');
const api = await import('../../../src/client/api/push');

/** A browser with the Push API whose push service answers `subscribe` as given. */
function browserWithPush(subscribe: () => Promise<unknown>) {
  const pushManager = { getSubscription: async () => null, subscribe };
  const registration = { pushManager };
  // the Push API of the service worker's registration is on its prototype, as in a browser
  class Registration {
    get pushManager() {
      return pushManager;
    }
  }
  vi.stubGlobal('ServiceWorkerRegistration', Registration);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: async () => 'granted' });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
}

const turnOn = () => screen.findByRole('button', { name: 'Turn on notifications' });

describe('the notice centre’s offer of notifications', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.mocked(api.subscribePush).mockClear();
  });

  it('says plainly that a browser without the Push API cannot show notifications, with no button', async () => {
    browserWithPush(async () => ({}));
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    render(<PushOffer />);
    expect(await screen.findByText(PUSH_MESSAGES.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers no button where the service worker has no Push API, though the page has one', async () => {
    browserWithPush(async () => ({}));
    vi.stubGlobal('ServiceWorkerRegistration', class {});
    render(<PushOffer />);
    expect(await screen.findByText(PUSH_MESSAGES.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the browser cannot show them, not "check your connection", when its push service refuses to register', async () => {
    browserWithPush(() =>
      Promise.reject(new DOMException('Registration failed - push service not available', 'AbortError')),
    );
    render(<PushOffer />);
    fireEvent.click(await turnOn());
    expect(await screen.findByText(PUSH_MESSAGES.unsupported)).toBeTruthy();
    expect(screen.queryByText(PUSH_MESSAGES.failed)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    // and the next visit does not offer what this browser cannot do
    cleanup();
    render(<PushOffer />);
    expect(await screen.findByText(PUSH_MESSAGES.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('still asks to check the connection when the server could not be told', async () => {
    browserWithPush(async () => ({ endpoint: 'https://push.example/1', toJSON: () => ({}) }));
    vi.mocked(api.subscribePush).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<PushOffer />);
    fireEvent.click(await turnOn());
    expect(await screen.findByText(PUSH_MESSAGES.failed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
  });
});
