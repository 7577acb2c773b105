import path from 'node:path';
import type { ServerConfig } from '../config';
import { LocalObjectStore, localStoreCredentials } from './localStore';
import type { ObjectStore } from './objectStore';

export type { ObjectStore, PresignedPost } from './objectStore';

/**
 * S3 when S3_* is configured, otherwise files under DATA_DIR/storage served by this server. The
 * AWS SDK is large, so it is loaded only when S3 is actually used.
 */
export async function createObjectStore(config: ServerConfig): Promise<ObjectStore> {
  if (config.s3) {
    const { S3ObjectStore } = await import('./s3Store');
    return new S3ObjectStore(config.s3);
  }
  return new LocalObjectStore({
    rootDir: path.join(config.dataDir, 'storage'),
    publicUrl: config.publicUrl,
    credentials: localStoreCredentials(config.sessionSecret),
  });
}

/**
 * The origins a browser reaches the object store at, for the Content-Security-Policy: none for the
 * local store (same origin); the S3 endpoint or AWS's bucket hosts otherwise. The browser posts
 * uploads there (connect-src) and shows images, audio and video from there (img-src, media-src).
 */
export function objectStoreOrigins(config: ServerConfig): string[] {
  if (!config.s3) return [];
  if (config.s3.endpoint) return [new URL(config.s3.endpoint).origin];
  const { bucket, region } = config.s3;
  // Virtual-hosted style, and path style for bucket names that cannot be host names.
  return [`https://${bucket}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}
