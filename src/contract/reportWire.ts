import {
  type AnswerWire,
  type AuditStoreWire,
  auditStoreOfWire,
  type ReportSectionWire,
  type SectionWire,
} from './auditStoreReadRoutes';
import type { Answer, AuditStore, ReportSection, Section } from './report';

/**
 * A report's four reads as the report page reads them without zod (decision 0051): from the
 * network (client/api/auditStoreReads.ts) and from the copies kept for offline use
 * (offline/reportCopyReads.ts). A copy from an older server gets the defaults its schema gives
 * (`fix_due_at`, `flagged`, `flagged_comment`: null). What is not the read's answer (a portal's
 * page, a proxy's JSON, a list of something else) reads undefined, as a failed parse did: the
 * page then treats the copy as missing, and a refresh never keeps nor merges it. The checks go as
 * deep as each item's identity (its id, its question, its section); the server sends every
 * answer through its schema, so deeper than that a copy is as the server wrote it.
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const listOf = <T>(value: unknown, isItem: (item: Record<string, unknown>) => boolean): T[] | undefined =>
  Array.isArray(value) && value.every((item) => isObject(item) && isItem(item)) ? (value as T[]) : undefined;

/** The audit `id`, with its summary: the report's own store. */
export function storeOfWire(value: unknown, id: number): AuditStore | undefined {
  if (!isObject(value) || value.id !== id || typeof value.report_summary !== 'string') return undefined;
  return auditStoreOfWire(value as unknown as AuditStoreWire);
}

/** The questionnaire: sections, each with its questions. */
export function sectionsOfWire(value: unknown): Section[] | undefined {
  return listOf<SectionWire>(
    value,
    (section) => typeof section.id === 'number' && Array.isArray(section.questions),
  );
}

/** The section comments and revert messages. */
export function reportSectionsOfWire(value: unknown): ReportSection[] | undefined {
  return listOf<ReportSectionWire>(value, (section) => typeof section.section === 'number')?.map(
    (section) => ({
      ...section,
      flagged_comment: section.flagged_comment ?? null,
    }),
  );
}

/** The answers the server holds. */
export function answersOfWire(value: unknown): Answer[] | undefined {
  return listOf<AnswerWire>(value, (answer) => typeof answer.question === 'number')?.map((answer) => ({
    ...answer,
    flagged: answer.flagged ?? null,
  }));
}
