import { test as privateTest } from './privatePortal';
import { type StoreSignal, startStoreSignal } from './storeSignal';

/** The uplink of the store: 1 Mbit/s, lost for 5 s every minute. */
export const STORE_UPLINK = { bytesPerSecond: 125_000, cutEveryMs: 60_000, cutForMs: 5_000 } as const;

/**
 * `test` on a private server reached through the store's signal (`signal`): the page's every
 * request goes through the paced, cut uplink, and `signal.bytesUp()` counts what it sent.
 */
export const test = privateTest.extend<{ signal: StoreSignal }>({
  signal: async ({ portal }, use) => {
    const signal = await startStoreSignal({ targetPort: Number(new URL(portal.url).port), ...STORE_UPLINK });
    await use(signal);
    await signal.close();
  },
  baseURL: async ({ signal }, use) => use(signal.url),
});

export { expect } from '@playwright/test';
