import {
  type HashedVisitEntry,
  VISIT_CHAIN_START,
  type VisitEntry,
  visitEntryHash,
  visitValues,
} from '../../src/contract';
import type { Db } from '../../src/server/db/database';
import { createUser, ORIGIN, sessionFor, startHarness } from './harness';
import { createSubmittableReport } from './reportWorld';
import { temporaryDataDir } from './uploads';

/** A complete report and the record its device made of it, item by item, as the auditor went. */
export async function recordedVisit(db: Db, auditorId: number) {
  const world = await createSubmittableReport(db, auditorId);
  const sha256 = 'ab'.repeat(32);
  await db.updateTable('attachments').set({ sha256 }).where('id', '=', world.proofId).execute();
  const { report_summary: summary } = await db
    .selectFrom('audit_stores')
    .select('report_summary')
    .where('id', '=', world.storeId)
    .executeTakeFirstOrThrow();
  const { auditor_comment: comment } = await db
    .selectFrom('report_sections')
    .select('auditor_comment')
    .where('audit_store_id', '=', world.storeId)
    .executeTakeFirstOrThrow();
  const q = world.questions;
  const recorded: Array<Pick<VisitEntry, 'kind' | 'ref' | 'value'>> = [
    { kind: 'start', ref: null, value: null },
    { kind: 'position', ref: null, value: { lat: 19.06, lng: 72.83, accuracy_m: 15 } },
    { kind: 'answer', ref: String(q.greeted), value: visitValues.answer(['No'], false) },
    { kind: 'answer', ref: String(q.greeted), value: visitValues.answer(['Yes'], false) },
    { kind: 'answer', ref: String(q.staffName), value: visitValues.answer(['Asha'], false) },
    { kind: 'answer', ref: String(q.offers), value: visitValues.answer(['Yes'], false) },
    { kind: 'section_comment', ref: String(world.sections.entry), value: visitValues.text(comment) },
    { kind: 'proof', ref: world.proofId, value: visitValues.proof(sha256) },
    { kind: 'summary', ref: null, value: visitValues.text(summary) },
    { kind: 'submit', ref: null, value: null },
  ];
  let prev = VISIT_CHAIN_START;
  const entries: HashedVisitEntry[] = recorded.map((item, index) => {
    const entry: VisitEntry = {
      ...item,
      seq: index + 1,
      device_at: new Date().toISOString(),
      time: null,
      prev,
    };
    prev = visitEntryHash(entry);
    return { ...entry, hash: prev };
  });
  return { world, entries, head: prev };
}

/**
 * A server with a DATA_DIR of its own (where the visit signing key is kept), an auditor and a QA
 * reviewer signed in, and the auditor's calls.
 */
export async function startVisitHarness(dialect: 'sqlite' | 'postgres') {
  const data = await temporaryDataDir();
  const h = await startHarness(dialect, { DATA_DIR: data.dir });
  const user = await createUser(h.db);
  const reviewer = await createUser(h.db, { role: 'qa' });
  const auditor = { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
  return {
    h,
    dataDir: data.dir,
    auditor,
    qa: await sessionFor(h.app, reviewer.email, reviewer.password),
    /** a POST of the auditor's under /api/auditor/ */
    post: (url: string, payload: object) =>
      h.app.inject({
        method: 'POST',
        url: `/api/auditor/${url}`,
        headers: { cookie: auditor.cookie, origin: ORIGIN },
        payload,
      }),
    close: async () => {
      await h.close();
      await data.remove();
    },
  };
}
export type VisitHarness = Awaited<ReturnType<typeof startVisitHarness>>;
