import { type Kysely, sql } from 'kysely';

/**
 * The file a proof tag stands for (decision 0033): `proof_kind` is PHOTO, AUDIO, VIDEO or
 * DOCUMENT (contract/proofKinds.ts), null for a tag that takes any file.
 *
 * Tags written before the column have only their label. Those whose label names a kind get it,
 * once, here (first match wins: "Video recording" is a video); the rest take any file, as every
 * tag did before. A cycle set up later declares its tags' kinds itself.
 */
const KIND_WORDS: Array<[kind: string, words: string[]]> = [
  ['VIDEO', ['video']],
  ['AUDIO', ['audio', 'voice', 'recording']],
  ['PHOTO', ['photo', 'picture', 'image']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('proof_tags').addColumn('proof_kind', 'text').execute();
  for (const [kind, words] of KIND_WORDS) {
    const named = sql.join(
      words.map((word) => sql`lower(proof_tag) like ${`%${word}%`}`),
      sql` or `,
    );
    await sql`update proof_tags set proof_kind = ${kind} where proof_kind is null and (${named})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('proof_tags').dropColumn('proof_kind').execute();
}
