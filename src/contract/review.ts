import { z } from 'zod';
import { earlierPlanSchema } from './actionFollowUp';
import { idSchema } from './ids';
import { answerSchema, reportSectionSchema, sectionSchema } from './report';
import { reportProofSchema } from './reportProofs';
import { scoringRulesSchema } from './reportScoreRules';
import type { Role } from './roles';
import type { AuditStoreStatus } from './statuses';
import { auditStoreStatusSchema, proofKindSchema } from './statusSchemas';

/**
 * Report review (decision 0025; docs/rules.md#review-and-send-back): SUBMITTED (QA Review) →
 * PM_REVIEW → COMPLETED (Client Review) → ACCEPTED or REJECTED, each stage by its role. QA and PM
 * may send a report back to the auditor with messages on chosen questions and sections; the client
 * accepts or rejects reports of their own client only. Accepting at the client stage creates the
 * report's PENDING payment.
 */

export const REVIEW_ROLES = ['qa', 'pm', 'client'] as const;
export type ReviewRole = (typeof REVIEW_ROLES)[number];
export const isReviewRole = (role: Role): role is ReviewRole =>
  (REVIEW_ROLES as readonly Role[]).includes(role);

/** The status each role reviews, where its accept leads, and whether it may send back or reject. */
export const REVIEW_STAGES: Record<
  ReviewRole,
  { reviews: AuditStoreStatus; acceptTo: AuditStoreStatus; sendBack: boolean; reject: boolean; title: string }
> = {
  qa: { reviews: 'SUBMITTED', acceptTo: 'PM_REVIEW', sendBack: true, reject: false, title: 'QA review' },
  pm: { reviews: 'PM_REVIEW', acceptTo: 'COMPLETED', sendBack: true, reject: false, title: 'PM review' },
  client: {
    reviews: 'COMPLETED',
    acceptTo: 'ACCEPTED',
    sendBack: false,
    reject: true,
    title: 'Client review',
  },
};

/** Reports waiting in a review stage: each stage's `reviews`, QA's first (a test keeps them so). */
export const IN_REVIEW_STATUSES = [
  'SUBMITTED',
  'PM_REVIEW',
  'COMPLETED',
] as const satisfies readonly AuditStoreStatus[];

/** Reports QA and the PM have passed: in the client's review, or decided by the client. */
export const PM_REVIEWED_STATUSES: readonly AuditStoreStatus[] = ['COMPLETED', 'ACCEPTED', 'REJECTED'];

/** The statuses a reviewer may open a report in: from QA review on, and for a client from theirs. */
export const REVIEW_READABLE: Record<ReviewRole, readonly AuditStoreStatus[]> = {
  qa: ['SUBMITTED', 'PM_REVIEW', ...PM_REVIEWED_STATUSES],
  pm: ['SUBMITTED', 'PM_REVIEW', ...PM_REVIEWED_STATUSES],
  client: PM_REVIEWED_STATUSES,
};

export const REVIEW_PAGE_SIZE = 20;
export const REVERT_MESSAGE_MAX = 1000;

export const REVIEW_MESSAGES = {
  movedOn: 'This report is no longer at your stage of review; reload to see where it is.',
  noMessage: 'Write a message on at least one question or section to send the report back.',
  notInReport: 'This question or section is not part of the report.',
  accepted: 'Accepted.',
  rejected: 'Rejected.',
  sentBack: 'Sent back to the auditor.',
} as const;

export const reviewItemSchema = z.object({
  id: z.number().int(),
  status: auditStoreStatusSchema,
  client_name: z.string(),
  cycle_name: z.string(),
  store_name: z.string(),
  store_city: z.string(),
  auditor_name: z.string(),
  audit_date: z.string(),
  submitted_at: z.string().nullable(),
  report_revert_count: z.number().int(),
  /** what its visit record flags (contract/visitRecord.ts VISIT_FLAGS), read as text */
  visit_flags: z.array(z.string()),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const reviewQueueSchema = z.object({
  stage: z.string(),
  reports: z.array(reviewItemSchema),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

/** A cycle's proof tags, with the file each stands for (decision 0033). */
const cycleProofTagsSchema = z.array(
  z.object({ id: z.number().int(), proof_tag: z.string(), proof_kind: proofKindSchema.nullable() }),
);

/** GET review/report/{id}: the whole report as the reviewer reads it. */
export const reviewReportSchema = z.object({
  report: reviewItemSchema.extend({
    /** the cycle, for its scoring rules (review/cycle/{id}/scoring) */
    cycle_id: z.number().int(),
    report_summary: z.string(),
    report_submission_seconds: z.number().int(),
  }),
  questionnaire: z.array(sectionSchema),
  answers: z.array(answerSchema),
  report_sections: z.array(reportSectionSchema),
  proofs: z.array(reportProofSchema),
  /** the cycle's tags, with the file each stands for (decision 0033) */
  proof_tags: cycleProofTagsSchema,
  /**
   * the rules the report is scored under (decision 0075): those its stored score was computed
   * under once accepted, those in force before; the screen scores it with `scoreQuestionnaire`
   */
  scoring_rules: scoringRulesSchema,
  /** the store's plan from an earlier visit, whose questions this visit checks (decision 0088) */
  earlier_plan: earlierPlanSchema,
  /** what the caller may do with it now */
  can_accept: z.boolean(),
  /** where the caller's accept takes it, null when they cannot: ACCEPTED is final (decision 0065) */
  accept_to: auditStoreStatusSchema.nullable(),
  can_send_back: z.boolean(),
  can_reject: z.boolean(),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

const revertMessage = z.string().trim().min(1).max(REVERT_MESSAGE_MAX);

/** POST review/report/{id}/send_back: messages on the questions and sections to fix. */
export const sendBackBodySchema = z
  .object({
    questions: z
      .array(z.object({ id: idSchema, message: revertMessage }))
      .max(500)
      .default([]),
    sections: z
      .array(z.object({ id: idSchema, message: revertMessage }))
      .max(100)
      .default([]),
  })
  .refine((body) => body.questions.length + body.sections.length > 0, {
    message: REVIEW_MESSAGES.noMessage,
    path: ['non_field_errors'],
  });
export type SendBackBody = z.infer<typeof sendBackBodySchema>;

/** What a review action answers: where the report now is. */
export const reviewResultSchema = z.object({
  id: z.number().int(),
  status: auditStoreStatusSchema,
  report_revert_count: z.number().int(),
  payment_id: z.number().int().nullable(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;
