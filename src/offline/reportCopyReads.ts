import { z } from 'zod';
import {
  type Answer,
  type AuditStore,
  answerSchema,
  auditStoreSchema,
  type ReportSection,
  reportSectionSchema,
  type Section,
  sectionSchema,
} from '../contract/report';
import type { OfflineDb } from './db';
import { cacheKeys } from './reportCopies';

/**
 * The report page's read of its kept copies, through their schemas: a copy may come from an older
 * server (a field it lacks is defaulted, a shape it no longer has counts as missing). Apart from
 * reportCopies.ts, which keeps them without zod (decision 0051), so that keeping reports for the
 * road from the audit list loads no schema.
 */

/** The server's copies of one report, as kept in the Dexie serverCache (key: the API path). */
export interface ReportServerData {
  store?: AuditStore;
  sections?: Section[];
  reportSections?: ReportSection[];
  answers?: Answer[];
}

const parsers = {
  store: auditStoreSchema,
  sections: z.array(sectionSchema),
  reportSections: z.array(reportSectionSchema),
  answers: z.array(answerSchema),
};

/** Reads the cached copies (for `useLiveQuery`); a copy that no longer parses counts as missing. */
export async function readServerCopies(db: OfflineDb, id: number): Promise<ReportServerData> {
  const [store, sections, reportSections, answers] = await db.serverCache.bulkGet(cacheKeys(id));
  const parse = <T>(schema: z.ZodType<T>, body: unknown): T | undefined => {
    const result = schema.safeParse(body);
    return result.success ? result.data : undefined;
  };
  return {
    store: parse(parsers.store, store?.body),
    sections: parse(parsers.sections, sections?.body),
    reportSections: parse(parsers.reportSections, reportSections?.body),
    answers: parse(parsers.answers, answers?.body),
  };
}
