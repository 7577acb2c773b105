import { z } from 'zod';
import { hmsToSeconds } from './hms';
import { idParam, idSchema } from './ids';
import { auditTypeSchema, questionTypeSchema } from './lookups';
import { questionOptionSchema } from './questionnaire';
import { REPORT_LIMITS } from './reportTexts';
import { auditStoreStatusSchema } from './statusSchemas';
import { textInput } from './storableText';

/** The answer of a call that only confirms (status changes, logout timers, ratings): its message. */
export const detailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof detailSchema>;

/** An answer or comment saved: the message and the report's completion now. */
export const reportSavedSchema = detailSchema.extend({ completion_percentage: z.number().int() });

const rupees = z.number();

export const managerContactSchema = z.object({ name: z.string(), mobile: z.string() });

/** GET auditor/audit_store and auditor/audit_store/{id} */
export const auditStoreSchema = z.object({
  id: z.number().int(),
  status: auditStoreStatusSchema,
  audit_date: z.string(),
  /** days from the audit date to today: -1 means the audit is tomorrow */
  get_date_diff: z.number().int(),
  earnings_per_audit: rupees,
  reimbursement: rupees,
  completion_percentage: z.number().int().min(0).max(100),
  report_revert_count: z.number().int(),
  /**
   * a sent-back report's fixes are due by then (ISO); null if never sent back (decision 0039). A
   * copy kept from before it existed reads as null.
   */
  fix_due_at: z.string().nullable().default(null),
  manager_info_list: z.array(managerContactSchema),
  report_summary: z.string(),
  nps_section: z.number().int().nullable(),
  /** HH:MM:SS */
  report_submission_time: z.string(),
  /**
   * The visit record's last entry on the server, or null: a phone that holds none of the record
   * continues from it (decision 0069). A copy kept from before it existed reads as null.
   */
  visit_head: z.object({ seq: z.number().int(), hash: z.string() }).nullable().default(null),
  audit: z.object({
    id: z.number().int(),
    post_approval_description: z.string(),
    store: z.object({
      name: z.string(),
      phone: z.string(),
      address: z.string(),
      city: z.object({ name: z.string() }),
    }),
    audit_cycle: z.object({
      id: z.number().int(),
      type: auditTypeSchema,
      post_approval_description: z.string(),
      audit_report_summary: z.boolean(),
      client: z.object({ auditor_display_name: z.string(), auditor_logo_url: z.string() }),
    }),
  }),
});
export type AuditStore = z.infer<typeof auditStoreSchema>;

/** GET auditor/audit_store/{id}/guildline (the spec's spelling): the guideline PDF's address, or null. */
export const guidelineSchema = z.object({ guideline: z.string().nullable() });

export const questionSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  question_txt: z.string(),
  question_type: questionTypeSchema,
  question_data: z.object({ options: z.array(questionOptionSchema) }),
  max_marks: z.number(),
  optional_comment_required: z.boolean(),
  hide_question: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

export const sectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sequence: z.number().int(),
  hide_comment: z.boolean(),
  minimum_attachment_count: z.number().int(),
  questions: z.array(questionSchema),
});
export type Section = z.infer<typeof sectionSchema>;

/** What a flagged answer held when the report was sent back. */
export const flaggedAnswerSchema = z.object({
  answer_text: z.array(z.string()),
  not_applicable: z.boolean(),
  answer_comment: z.string(),
});
export type FlaggedAnswer = z.infer<typeof flaggedAnswerSchema>;

export const answerSchema = z.object({
  question: z.number().int(),
  audit_store: z.number().int(),
  answer_text: z.array(z.string()),
  status: z.boolean(),
  not_applicable: z.boolean(),
  answer_comment: z.string(),
  revert_message: z.string().nullable(),
  /**
   * The answer as the reviewer flagged it (contract/reportFixes.ts); null when not flagged, and in
   * a copy kept offline from before the server sent it.
   */
  flagged: flaggedAnswerSchema.nullable().default(null),
});
export type Answer = z.infer<typeof answerSchema>;

export const reportSectionSchema = z.object({
  section: z.number().int(),
  auditor_comment: z.string(),
  revert_message: z.string().nullable(),
  /** the section comment as the reviewer flagged it; null when not flagged */
  flagged_comment: z.string().nullable().default(null),
});
export type ReportSection = z.infer<typeof reportSectionSchema>;

export const storeQuestionParamsSchema = z.object({ id: idParam, qid: idParam });

/**
 * POST auditor/question/{id}/answer. `answer_text` is the whole answer (the chosen option values,
 * or the typed text of a PLAIN question), so a replay or a coalesced send is an idempotent upsert;
 * `status: false` clears the answer.
 */
export const answerBodySchema = z.object({
  audit_store: idSchema,
  answer_text: z.array(textInput().max(REPORT_LIMITS.answerTextMax)).max(50),
  status: z.boolean(),
  /**
   * When given, the call carries the question's whole state: true marks it Not Applicable (and
   * clears the answer). The offline client always sends it, so one coalesced call per question
   * can never be reordered against a separate Not Applicable call.
   */
  not_applicable: z.boolean().optional(),
});
export const answerCommentBodySchema = z.object({
  audit_store_id: idSchema,
  question_id: idSchema,
  answer_comment: textInput().max(REPORT_LIMITS.answerCommentMax),
});
export const notApplicableBodySchema = z.object({ not_applicable: z.boolean() });
export const sectionCommentBodySchema = z.object({
  audit_store: idSchema,
  auditor_comment: textInput().max(
    REPORT_LIMITS.summaryMax,
    `At most ${REPORT_LIMITS.summaryMax} characters.`,
  ),
});
export const reportSummaryBodySchema = z.object({
  report_summary: textInput().max(
    REPORT_LIMITS.summaryMax,
    `At most ${REPORT_LIMITS.summaryMax} characters.`,
  ),
});
export const messageBodySchema = z.object({
  message: textInput().max(REPORT_LIMITS.concernMax, `At most ${REPORT_LIMITS.concernMax} characters.`),
});
/** HH:MM:SS, hours may exceed 24 */
export const hmsSchema = z
  .string()
  .max(12, 'Use h:m:s.')
  .regex(/^\d{1,4}:[0-5]?\d:[0-5]?\d$/, 'Use h:m:s.');
export const submitBodySchema = z.object({
  report_submission_time: hmsSchema,
  /** the head of the visit record's chain on the device (decision 0045); absent from older apps */
  visit_head: z
    .string()
    .max(64)
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .optional(),
});
/**
 * POST auditor/audit_store/report_submission_time: the timers of reports in progress, at most
 * `submissionTimesMax` entries. A report named twice counts once, with its larger time (the
 * server keeps the larger stored value anyway), so the work is one row per report.
 */
export const submissionTimesBodySchema = z
  .array(z.object({ audit_store_id: idSchema, report_submission_time: hmsSchema }))
  .max(REPORT_LIMITS.submissionTimesMax, `At most ${REPORT_LIMITS.submissionTimesMax} reports at once.`)
  .transform((entries) => {
    const seconds = new Map<number, number>();
    for (const entry of entries) {
      const value = hmsToSeconds(entry.report_submission_time);
      seconds.set(entry.audit_store_id, Math.max(value, seconds.get(entry.audit_store_id) ?? 0));
    }
    return seconds;
  });
export const npsBodySchema = z.object({
  nps_section: z.number().int().min(REPORT_LIMITS.npsMin).max(REPORT_LIMITS.npsMax),
});
export const reportFeedbackSchema = z.object({
  audit_understanding: z.number().int().min(REPORT_LIMITS.starsMin).max(REPORT_LIMITS.starsMax),
  coordination: z.number().int().min(REPORT_LIMITS.starsMin).max(REPORT_LIMITS.starsMax),
  portal_accessibility: textInput().trim().min(1).max(REPORT_LIMITS.feedbackMax),
});
