import type { Db } from '../db/database';
import type { StoredPart } from '../storage/objectStore';

/**
 * The parts a device says the store took, for a store that cannot list them (decision 0071). A
 * part sent again replaces what was said of it: the store kept the last bytes sent.
 */
export async function recordLandedPart(db: Db, uploadId: string, part: Required<StoredPart>): Promise<void> {
  await db
    .insertInto('upload_parts')
    .values({ upload_id: uploadId, part_number: part.partNumber, size: part.size, etag: part.etag })
    .onConflict((conflict) =>
      conflict.columns(['upload_id', 'part_number']).doUpdateSet({ size: part.size, etag: part.etag }),
    )
    .execute();
}

export async function landedParts(db: Db, uploadId: string): Promise<StoredPart[]> {
  const rows = await db
    .selectFrom('upload_parts')
    .select(['part_number', 'size', 'etag'])
    .where('upload_id', '=', uploadId)
    .orderBy('part_number')
    .execute();
  return rows.map((row) => ({ partNumber: row.part_number, size: row.size, etag: row.etag }));
}

/** The upload was assembled, aborted or dropped: what was said of its parts goes with it. */
export async function forgetLandedParts(db: Db, uploadId: string): Promise<void> {
  await db.deleteFrom('upload_parts').where('upload_id', '=', uploadId).execute();
}
