import webpush from 'web-push';
import { keptKey } from '../keys/keptKeys';
import type { PushConfig } from './pushConfig';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

function readVapidKeys(kept: unknown): VapidKeys | undefined {
  const { publicKey, privateKey } = (kept ?? {}) as Partial<VapidKeys>;
  return typeof publicKey === 'string' && typeof privateKey === 'string'
    ? { publicKey, privateKey }
    : undefined;
}

/**
 * The keys this server signs push messages with (decision 0040): the configured pair, or outside
 * production the pair kept in `DATA_DIR/vapid-keys.json`, made on the first start. A device
 * subscribes with the public key, so it must not change while subscriptions live: a kept pair is
 * read, never made again. Null in production without configured keys: no push is sent.
 */
export async function resolveVapidKeys(
  push: PushConfig,
  dataDir: string,
  production: boolean,
): Promise<VapidKeys | null> {
  if (push.vapidKeys) return push.vapidKeys;
  if (production) return null;
  return keptKey(dataDir, 'vapid-keys.json', () => webpush.generateVAPIDKeys(), readVapidKeys);
}
