import path from 'node:path';
import type { ServerConfig } from '../../src/server/config';
import { LocalObjectStore, localStoreCredentials } from '../../src/server/storage/localStore';

/** The local store of a test server's config, as `createObjectStore` makes it (secret and clock may differ). */
export function localStoreOf(config: ServerConfig, options: { secret?: string; now?: () => Date } = {}) {
  return new LocalObjectStore({
    rootDir: path.join(config.dataDir, 'storage'),
    publicUrl: config.publicUrl,
    credentials: localStoreCredentials(options.secret ?? config.sessionSecret),
    ...(options.now ? { now: options.now } : {}),
  });
}
