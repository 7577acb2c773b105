import type {
  AnswerWire,
  AuditStoreWire,
  ReportSectionWire,
  SectionWire,
} from '../contract/auditStoreReadRoutes';
import { REPORT_READ_PATHS } from '../contract/endpoints/reportReads';
import type { OfflineDb } from './db';
import { outboxKeys } from './outbox';
import { continueServerHead } from './visitRecord';

/**
 * The server's copies of a report, and their merge into the local tables that the report actions
 * (reportActions.ts) write: a server copy never overwrites a local value whose call is still
 * queued or that changed while the copy was read. The reads are injected (the page's HTTP client),
 * as the sync engine's transport is.
 */

/**
 * One read's body, and whether it is a copy the service worker kept from an earlier visit (no
 * network): such a copy may be older than what this device saved and sent since.
 */
export interface Fetched<T> {
  value: T;
  cachedCopy: boolean;
}

/**
 * The four reads of a report, as the server (or, offline, the worker's kept copy) answers them:
 * read as sent, without a schema (decision 0051). What is merged below is read from fields every
 * version of them has; the page reads the kept copies through their schemas (reportCopyReads.ts).
 */
export interface ReportReads {
  store(id: number): Promise<Fetched<AuditStoreWire>>;
  sections(id: number): Promise<Fetched<SectionWire[]>>;
  reportSections(id: number): Promise<Fetched<ReportSectionWire[]>>;
  answers(id: number): Promise<Fetched<AnswerWire[]>>;
}

export function cacheKeys(id: number): [string, string, string, string] {
  return [
    REPORT_READ_PATHS.auditStore(id),
    REPORT_READ_PATHS.sections(id),
    REPORT_READ_PATHS.reportSections(id),
    REPORT_READ_PATHS.answers(id),
  ];
}

/** The four reads as they settled, in the order of `ReportReads`. */
export type SettledReads = [
  PromiseSettledResult<Fetched<AuditStoreWire>>,
  PromiseSettledResult<Fetched<SectionWire[]>>,
  PromiseSettledResult<Fetched<ReportSectionWire[]>>,
  PromiseSettledResult<Fetched<AnswerWire[]>>,
];

export interface RefreshOptions {
  now?: () => number;
  /**
   * When the reads were begun, if before this call, on a device that held no offline database then
   * (client/syncRuntime/firstVisitReads.ts): nothing was queued at that time, and every value
   * written since is newer than it.
   */
  begunAt?: number;
  /** Told the reads as they arrive, before they are merged: a first visit draws its page from them. */
  onRead?: (reads: SettledReads) => void;
}

/** Coalescing keys of the report's calls in the outbox now. */
async function queuedKeys(db: OfflineDb, id: number): Promise<Set<string>> {
  return new Set((await db.outbox.where('auditStoreId').equals(id).toArray()).map((e) => e.key));
}

/**
 * Fetches the four reads, stores each in serverCache and copies the server's answers, comments
 * and summary into the local tables, except where the local value may be newer than what the
 * server read: a call for it was queued when the fetch started or is queued now (one queued then
 * and gone now was accepted meanwhile, perhaps after the server read the report, sent by this or
 * another context), or the auditor changed it after the fetch started. Resolves true when every
 * read arrived; a failed read keeps its older cached copy.
 *
 * A read the service worker answered from its own copy (offline) is no news from the server: it
 * may predate answers this device saved and sent since, so it only fills what the device does
 * not hold at all (a report first opened offline), never overwrites a local value or copy.
 */
export async function refreshReport(
  db: OfflineDb,
  id: number,
  reads: ReportReads,
  options: RefreshOptions = {},
): Promise<boolean> {
  const now = options.now ?? Date.now;
  const startedAt = options.begunAt ?? now();
  const queuedAtStart = options.begunAt === undefined ? await queuedKeys(db, id) : new Set<string>();
  const settled = await Promise.allSettled([
    reads.store(id),
    reads.sections(id),
    reads.reportSections(id),
    reads.answers(id),
  ] as const);
  options.onRead?.(settled);
  const [store, sections, reportSections, answers] = settled;
  const [storeKey, sectionsKey, reportSectionsKey, answersKey] = cacheKeys(id);
  const tables = [db.serverCache, db.answers, db.sectionComments, db.reportMeta, db.outbox, db.visitEntries];
  await db.transaction('rw', tables, async () => {
    const queued = new Set([...queuedAtStart, ...(await queuedKeys(db, id))]);
    const keep = async <T>(url: string, read: Fetched<T>) => {
      if (read.cachedCopy && (await db.serverCache.get(url))) return;
      await db.serverCache.put({ url, body: read.value, storedAt: now() });
    };
    if (store.status === 'fulfilled') {
      await keep(storeKey, store.value);
      const meta = await db.reportMeta.get(id);
      const localNewer =
        meta?.summary !== undefined && (meta.updatedAt >= startedAt || store.value.cachedCopy);
      if (!queued.has(outboxKeys.reportSummary(id)) && !localNewer)
        await db.reportMeta.put({
          ...meta,
          auditStoreId: id,
          summary: store.value.value.report_summary,
          updatedAt: now(),
        });
      // only the server's own answer says where its record ends; a kept copy may be older
      if (!store.value.cachedCopy)
        await continueServerHead(db, id, store.value.value.visit_head ?? null, queued);
    }
    if (sections.status === 'fulfilled') await keep(sectionsKey, sections.value);
    if (reportSections.status === 'fulfilled') {
      await keep(reportSectionsKey, reportSections.value);
      for (const row of reportSections.value.value) {
        const local = await db.sectionComments.get([id, row.section]);
        const localNewer = local && (local.updatedAt >= startedAt || reportSections.value.cachedCopy);
        if (queued.has(outboxKeys.sectionComment(id, row.section)) || localNewer) continue;
        await db.sectionComments.put({
          auditStoreId: id,
          sectionId: row.section,
          comment: row.auditor_comment,
          updatedAt: now(),
        });
      }
    }
    if (answers.status === 'fulfilled') {
      await keep(answersKey, answers.value);
      const { value: rows, cachedCopy } = answers.value;
      // from a kept copy, every local answer stands; from the server, those changed since it read
      const keepLocalSince = cachedCopy ? Number.NEGATIVE_INFINITY : startedAt;
      for (const row of rows) await mergeAnswer(db, id, row, queued, keepLocalSince, now());
    }
  });
  return [store, sections, reportSections, answers].every((result) => result.status === 'fulfilled');
}

async function mergeAnswer(
  db: OfflineDb,
  id: number,
  row: AnswerWire,
  queued: Set<string>,
  keepLocalSince: number,
  at: number,
): Promise<void> {
  const local = await db.answers.get([id, row.question]);
  if (local && local.updatedAt >= keepLocalSince) return;
  const answerQueued = queued.has(outboxKeys.answer(id, row.question));
  const commentQueued = queued.has(outboxKeys.answerComment(id, row.question));
  if (local && answerQueued && commentQueued) return;
  await db.answers.put({
    auditStoreId: id,
    questionId: row.question,
    answerText: local && answerQueued ? local.answerText : row.answer_text,
    notApplicable: local && answerQueued ? local.notApplicable : row.not_applicable,
    comment: local && commentQueued ? local.comment : row.answer_comment,
    updatedAt: local && (answerQueued || commentQueued) ? local.updatedAt : at,
  });
}
