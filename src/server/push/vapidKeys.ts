import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { PushConfig } from './pushConfig';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
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
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const kept = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof kept.publicKey === 'string' && typeof kept.privateKey === 'string')
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const made = webpush.generateVAPIDKeys();
  await mkdir(dataDir, { recursive: true });
  // Written whole under another name, then linked into place, which fails if the file exists:
  // of two processes starting at once on one DATA_DIR, both keep the first pair, and neither
  // ever reads a half-written file.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, JSON.stringify(made), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return resolveVapidKeys(push, dataDir, production);
  } finally {
    await unlink(draft);
  }
  return made;
}
