import { z } from 'zod';
import type { APPLICATION_MOVES } from './applicationMoves';
import { certificationStandingSchema } from './certification';
import { applicationStatusSchema, auditCycleStatusSchema } from './statusSchemas';

/**
 * The manager's application decisions (decision 0025): per cycle, the APPLIED and WAITLISTED
 * applications with what a decision rests on, and approve, waitlist or reject. Approving makes the
 * ASSIGNED audit store for the chosen date and waitlists the audit's other pending applications.
 * The paths and answers are ours; the spec shows only the auditor's side of these statuses.
 */

export const MANAGER_APPLICATIONS_PAGE_SIZE = 20;

export const APPLICATION_DECISIONS = ['approve', 'waitlist', 'reject'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/** The status each decision leads to (applicationMoves.ts). */
export type DecidedApplicationStatus = (typeof APPLICATION_MOVES)[ApplicationDecision]['to'];

export const APPLICATION_DECISION_LABELS: Record<ApplicationDecision, string> = {
  approve: 'Approve',
  waitlist: 'Waitlist',
  reject: 'Reject',
};

export const APPLICATION_DECISION_MESSAGES = {
  alreadyDecided: 'This application was already decided; reload to see its status.',
  auditTaken: 'This audit is already assigned to another auditor.',
  dateGone: 'The audit date of this application has passed.',
  auditorInactive: 'This auditor is deactivated.',
  confirm: (decision: ApplicationDecision, name: string) =>
    `${APPLICATION_DECISION_LABELS[decision]} the application of ${name}?`,
  done: {
    approve: 'Approved: the audit is assigned.',
    waitlist: 'Waitlisted.',
    reject: 'Rejected: the auditor sees it as Denied.',
  } satisfies Record<ApplicationDecision, string>,
} as const;

/** GET manager/audit_cycle: the cycles that have applications to decide on. */
export const managedCycleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  client_name: z.string(),
  status: auditCycleStatusSchema,
  start_date: z.string(),
  end_date: z.string(),
  applied_count: z.number().int(),
  waitlisted_count: z.number().int(),
  /** the brand's client review (contract/clientReview.ts, decision 0065) */
  client_review: z.object({
    days: z.number().int().nullable(),
    active_reviewers: z.number().int(),
  }),
});
export type ManagedCycle = z.infer<typeof managedCycleSchema>;
export const managedCycleListSchema = z.object({ cycles: z.array(managedCycleSchema) });

/** `?page=` of the back office's paged lists (applications, review queue, payments), from 1. */
export const pageQuerySchema = z.object({
  page: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().int().min(1).max(100_000).optional(),
  ),
});

export const managedApplicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  audit_date: z.string(),
  applied_at: z.string(),
  auditor: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    city: z.string().nullable(),
  }),
  audit: z.object({ id: z.number().int(), store_name: z.string(), store_city: z.string() }),
  /** great-circle from the auditor's city to the store; null while the auditor has no city */
  distance_km: z.number().nullable(),
  auditor_rating: z.number().int().nullable(),
  /** passed, not passed or under way, with the score: never a bare percent (decision 0032) */
  certification: certificationStandingSchema,
  /** reports handed in and not failed or withdrawn */
  reports_completed: z.number().int(),
  /** another auditor holds the audit: approving is refused */
  audit_taken: z.boolean(),
});
export type ManagedApplication = z.infer<typeof managedApplicationSchema>;

export const managedApplicationListSchema = z.object({
  cycle: managedCycleSchema,
  applications: z.array(managedApplicationSchema),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ManagedApplicationList = z.infer<typeof managedApplicationListSchema>;

/** What a decision answers: the application as it now stands, and the audit store approval made. */
export const applicationDecisionResultSchema = z.object({
  application: managedApplicationSchema,
  audit_store_id: z.number().int().nullable(),
  waitlisted_application_ids: z.array(z.number().int()),
});
export type ApplicationDecisionResult = z.infer<typeof applicationDecisionResultSchema>;
