import type { Db } from '../db/database';

/**
 * What the local store's sweep asks of the attachments (storage/orphanSweep.ts, decision 0011):
 * which stored files a live attachment names, and whether an upload in parts is still awaited.
 */

/** The keys among `keys` that a live (not deleted) attachment names. */
export async function namedStorageKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const live = await db
    .selectFrom('attachments')
    .select('storage_key')
    .where('storage_key', 'in', keys)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(live.map((row) => row.storage_key));
}

/** Whether a pending, live attachment waits for the upload in parts `uploadId`. */
export async function uploadAwaited(db: Db, uploadId: string): Promise<boolean> {
  const waiting = await db
    .selectFrom('attachments')
    .select('id')
    .where('upload_id', '=', uploadId)
    .where('state', '=', 'PENDING')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return waiting !== undefined;
}
