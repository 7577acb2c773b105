import type { z } from 'zod';
import type { concernListSchema } from './concerns';
import { typedRoute } from './endpoint';
import type {
  AuditStore,
  answerSchema,
  auditStoreSchema,
  guidelineSchema,
  reportSectionSchema,
  sectionSchema,
} from './report';

/**
 * The audit list's reads and the report's four, as routes with types and no schema (decision
 * 0051, as firstLoadRoutes.ts): the list and the offline engine that keeps reports for the road
 * read them without zod. The server answers each through its schema; the endpoints pairing them
 * are in `endpoints/auditStores.ts`, `report.ts` and `concerns.ts`, and a schema whose input
 * differs from the type here does not build.
 *
 * The types are the schemas' inputs, what the wire may carry: a copy the service worker kept from
 * an older server can lack a field the schema now defaults. The list reads them with
 * `auditStoreOfWire`, the report page with the readers of `reportWire.ts` (decision 0055).
 */

type Wire<Schema extends z.ZodType> = z.input<Schema>;
export type AuditStoreWire = Wire<typeof auditStoreSchema>;
export type SectionWire = Wire<typeof sectionSchema>;
export type ReportSectionWire = Wire<typeof reportSectionSchema>;
export type AnswerWire = Wire<typeof answerSchema>;

export const AUDIT_STORE_READ_ROUTES = {
  /** "Your Audits", in the order an auditor works through it (compareForAuditStoreList) */
  list: typedRoute<AuditStoreWire[]>()('GET', 'auditor', '/audit_store'),
  /** a report's offline copy is kept under this path (REPORT_READ_PATHS) */
  one: typedRoute<AuditStoreWire>()('GET', 'auditor', '/audit_store/:id'),
  /** the spec's spelling of the route: the guideline PDF's address, or null */
  guideline: typedRoute<Wire<typeof guidelineSchema>>()('GET', 'auditor', '/audit_store/:id/guildline'),
  /** the questionnaire */
  sections: typedRoute<SectionWire[]>()('GET', 'auditor', '/audit_store/:id/section'),
  /** section comments and revert messages */
  reportSections: typedRoute<ReportSectionWire[]>()('GET', 'auditor', '/audit_store/:id/report_section'),
  /** the answers the server holds */
  answers: typedRoute<AnswerWire[]>()('GET', 'auditor', '/audit_store/:id/answer'),
  /** the auditor's own concerns, newest first, each with its state and any answer (decision 0042) */
  ownConcerns: typedRoute<Wire<typeof concernListSchema>>()('GET', 'auditor', '/concerns'),
};

/**
 * A listed audit as the screens read it, filled as `auditStoreSchema` fills it: a copy the service
 * worker kept from before `fix_due_at` existed reads null (report.ts says why it is defaulted).
 */
export function auditStoreOfWire(wire: AuditStoreWire): AuditStore {
  return { ...wire, fix_due_at: wire.fix_due_at ?? null, visit_head: wire.visit_head ?? null };
}
