import type { Answer, AuditStore, ReportSection, Section } from '../contract/report';
import { answersOfWire, reportSectionsOfWire, sectionsOfWire, storeOfWire } from '../contract/reportWire';
import type { OfflineDb } from './db';
import { cacheKeys, type SettledReads } from './reportCopies';

/**
 * The report page's read of its kept copies, without zod (decision 0051): a copy may come from an
 * older server (a field it lacks is defaulted as its schema defaults it, a shape it no longer has
 * counts as missing: contract/reportWire.ts).
 */

/** The server's copies of one report, as kept in the Dexie serverCache (key: the API path). */
export interface ReportServerData {
  store?: AuditStore;
  sections?: Section[];
  reportSections?: ReportSection[];
  answers?: Answer[];
}

/** Reads the cached copies (for `useLiveQuery`); a copy that is not the read's answer counts as missing. */
export async function readServerCopies(db: OfflineDb, id: number): Promise<ReportServerData> {
  const [store, sections, reportSections, answers] = await db.serverCache.bulkGet(cacheKeys(id));
  return {
    store: storeOfWire(store?.body, id),
    sections: sectionsOfWire(sections?.body),
    reportSections: reportSectionsOfWire(reportSections?.body),
    answers: answersOfWire(answers?.body),
  };
}

/**
 * The same reading of the reads as they arrived, before they are kept: what a first visit draws
 * while the merge is still to come (`RefreshOptions.onRead`).
 */
export function serverDataOfReads(id: number, reads: SettledReads): ReportServerData {
  const [store, sections, reportSections, answers] = reads.map((read) =>
    read.status === 'fulfilled' ? read.value.value : undefined,
  );
  return {
    store: storeOfWire(store, id),
    sections: sectionsOfWire(sections),
    reportSections: reportSectionsOfWire(reportSections),
    answers: answersOfWire(answers),
  };
}
