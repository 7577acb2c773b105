import { z } from 'zod';
import { attachmentSchema } from './attachments';
import type { BrandSeat } from './brandPeople';
import { idSchema } from './ids';
import { lostMarks, type ReportScore } from './reportScore';

/**
 * Corrective actions (decision 0084): a plan a store owes for a failed visit, an item per question
 * the report lost marks on.
 *
 * A plan is OPEN while its store works it, IN_REVIEW once its owner says it is ready, RESOLVED when
 * every item is accepted. An item is OPEN (to do, or sent back with a note), READY (answered with
 * what was done and its proof), ACCEPTED. Overdue is not a state: it is an open plan or item past
 * its deadline, read against the business day.
 */
export const ACTION_PLAN_STATES = ['OPEN', 'IN_REVIEW', 'RESOLVED'] as const;
export type ActionPlanState = (typeof ACTION_PLAN_STATES)[number];

export const ACTION_ITEM_STATES = ['OPEN', 'READY', 'ACCEPTED'] as const;
export type ActionItemState = (typeof ACTION_ITEM_STATES)[number];

/** What a step of a plan's history moved a plan or an item to (or from). */
export const ACTION_STEP_STATES = ['OPEN', 'IN_REVIEW', 'RESOLVED', 'READY', 'ACCEPTED'] as const;
export type ActionStepState = (typeof ACTION_STEP_STATES)[number];

/** Why a plan opened: a failed critical question, a score under the pass mark, or a reviewer's hand. */
export const ACTION_PLAN_REASONS = ['critical', 'score', 'by_hand'] as const;
export type ActionPlanReason = (typeof ACTION_PLAN_REASONS)[number];

/** An owner who left their profile unnamed is still an owner. */
export const ACTION_UNNAMED_OWNER = 'Unnamed manager';

/**
 * Whether an accepted report's score opens a plan by rule, and why: a failed critical question
 * first (it fails the visit whatever the score), else a score under the pass mark. Null: the visit
 * passed, or nothing in it was scored.
 */
export function actionPlanReasonOf(score: ReportScore): Exclude<ActionPlanReason, 'by_hand'> | null {
  const failedCritical = score.sections.some((section) => section.questions.some((q) => q.failedCritical));
  if (failedCritical) return 'critical';
  return score.passed === false ? 'score' : null;
}

/**
 * The questions a plan asks the store to fix, in the questionnaire's order: every scored question
 * that lost marks (the brand's questions view counts the same ones, decision 0080), and a failed
 * critical one even where it adds no marks (a bonus question).
 */
export function actionItemQuestions(score: ReportScore): Array<{ questionId: number; critical: boolean }> {
  return score.sections.flatMap((section) =>
    section.questions
      .filter((q) => q.failedCritical || (q.state === 'scored' && lostMarks(q.earned, q.possible)))
      .map((q) => ({ questionId: q.questionId, critical: q.failedCritical })),
  );
}

/** An open plan or item is overdue once the business day passes its deadline (YYYY-MM-DD). */
export const isOverdue = (dueDate: string, resolved: boolean, today: string): boolean =>
  !resolved && dueDate < today;

const actionPlanHeadSchema = z.object({
  id: z.number().int(),
  report_id: z.number().int(),
  store_id: z.number().int(),
  store_name: z.string(),
  city_name: z.string(),
  cycle_name: z.string(),
  reason: z.enum(ACTION_PLAN_REASONS),
  state: z.enum(ACTION_PLAN_STATES),
  /** null: no store or region manager is seated; the head office owns it (ACTION_UNNAMED_OWNER: one without a name) */
  owner_name: z.string().nullable(),
  due_date: z.string(),
  overdue: z.boolean(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});

/** A reader's plans, newest first, with how many are in each state. */
export const actionPlanListSchema = z.object({
  plans: z.array(
    actionPlanHeadSchema.extend({
      items: z.number().int(),
      items_accepted: z.number().int(),
    }),
  ),
  counts: z.object({
    open: z.number().int(),
    overdue: z.number().int(),
    in_review: z.number().int(),
    resolved: z.number().int(),
  }),
  /** the middle of the resolved plans' days from opening to resolved; null: none resolved */
  resolve_days: z.number().nullable(),
  /**
   * Per store with a plan, most open first: how many it has open, overdue and resolved, and the
   * middle of its resolved plans' days (the overview's word per store; decision 0085).
   */
  stores: z.array(
    z.object({
      store_id: z.number().int(),
      store_name: z.string(),
      city_name: z.string(),
      open: z.number().int(),
      overdue: z.number().int(),
      resolved: z.number().int(),
      resolve_days: z.number().nullable(),
    }),
  ),
});
export type ActionPlanList = z.infer<typeof actionPlanListSchema>;

/** One plan: its items as the report answered them, and its history. */
export const actionPlanSchema = actionPlanHeadSchema.extend({
  /** what this reader may do with it (`actionPlanPowers`) */
  can: z.object({ answer: z.boolean(), review: z.boolean() }),
  items: z.array(
    z.object({
      id: z.number().int(),
      question_id: z.number().int(),
      section_name: z.string(),
      question_text: z.string(),
      critical: z.boolean(),
      earned: z.number(),
      possible: z.number(),
      answer: z.array(z.string()),
      answer_comment: z.string(),
      state: z.enum(ACTION_ITEM_STATES),
      done_text: z.string().nullable(),
      review_note: z.string().nullable(),
      due_date: z.string(),
      overdue: z.boolean(),
      /** the photos that prove the fix, arrived on the server (decision 0086), in the order taken */
      proofs: z.array(attachmentSchema),
    }),
  ),
  history: z.array(
    z.object({
      item_id: z.number().int().nullable(),
      from_state: z.enum(ACTION_STEP_STATES).nullable(),
      to_state: z.enum(ACTION_STEP_STATES),
      /** null: the rule or the schedule */
      by_name: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type ActionPlan = z.infer<typeof actionPlanSchema>;

/** Days before a plan's deadline its owner is reminded, while the store still has it. */
export const ACTION_PLAN_REMIND_DAYS = 2;

/** Days a sent-back item has again, from the send-back, unless its deadline is later. */
export const ACTION_ITEM_RESUBMIT_DAYS = 3;

/** What a store manager writes of a fix: what was done, in words a reviewer can check. */
export const ACTION_DONE_TEXT_MAX = 2000;
export const actionItemAnswerSchema = z.object({
  done_text: z
    .string()
    .trim()
    .min(1, 'Say what was done.')
    .max(ACTION_DONE_TEXT_MAX, `At most ${ACTION_DONE_TEXT_MAX} characters.`),
});
export type ActionItemAnswer = z.infer<typeof actionItemAnswerSchema>;

/** Sending a plan for review says nothing more than its address. */
export const actionPlanReadyBodySchema = z.object({});

/** A reviewer's sign-off of one item: accepted, or sent back with a note saying what is missing. */
export const actionItemReviewSchema = z
  .object({
    decision: z.enum(['accept', 'send_back']),
    note: z
      .string()
      .trim()
      .max(ACTION_DONE_TEXT_MAX, `At most ${ACTION_DONE_TEXT_MAX} characters.`)
      .default(''),
  })
  .refine((review) => review.decision === 'accept' || review.note !== '', {
    path: ['note'],
    message: 'Say what is missing, so the store knows what to do.',
  });
export type ActionItemReview = z.infer<typeof actionItemReviewSchema>;

/** Why a step of a plan is refused: said to the person who tried it. */
export const ACTION_PLAN_MESSAGES = {
  notAnswerable:
    'This item can no longer be changed: the plan is with its reviewer, or the item is accepted.',
  notAnswerer: 'Only the store that owes this plan can answer it.',
  notReady: 'Answer every item before you send the plan for review.',
  notInReview: 'This plan is not waiting for review.',
  notReviewable: 'This item is not waiting for review: somebody decided it already.',
  notReviewer: 'Only the region manager or the head office can sign off this plan, and not its owner.',
  /** a plan opened by hand from a report (`actionPlanOpenBodySchema`) */
  noQuestions: 'Choose at least one question to fix.',
  notFixable: 'Choose questions that lost marks in this visit.',
  planExists: 'This visit has an action plan already.',
  notOpener: 'Only the region manager or the head office can open an action plan.',
} as const;

/**
 * POST brand/reports/{id}/action_plan: a seat above the store opens a plan by hand from a visit
 * that passed (decision 0087), for the questions it chooses among those that lost marks.
 */
export const actionPlanOpenBodySchema = z.object({
  question_ids: z
    .array(idSchema, ACTION_PLAN_MESSAGES.noQuestions)
    .min(1, ACTION_PLAN_MESSAGES.noQuestions)
    .max(500, ACTION_PLAN_MESSAGES.notFixable),
});
export type ActionPlanOpenBody = z.infer<typeof actionPlanOpenBodySchema>;

/** Who opens a plan by hand: a seat above the store, never the store itself (decision 0087). */
export const mayOpenActionPlan = (seat: BrandSeat): boolean => seat !== 'store';

/**
 * What a reader may do with a plan (decision 0085), the one rule both sides use (the client
 * account reads as the head office): the store works
 * it (its manager, or whoever owns it: a region manager when the store has none, the head office
 * when nobody does), and a seat above the store signs it off, never its own owner's work unless
 * nobody sits above (the head office).
 */
export function actionPlanPowers(
  reader: { seat: BrandSeat; isOwner: boolean },
  plan: { ownerless: boolean },
) {
  const answers =
    reader.isOwner || reader.seat === 'store' || (plan.ownerless && reader.seat === 'head_office');
  const reviews = reader.seat !== 'store' && (!reader.isOwner || reader.seat === 'head_office');
  return { answers, reviews };
}

/**
 * A plan's state once its items moved: resolved when every item is accepted, back with the store
 * when one is sent back and none waits for review, else still in review.
 */
export function planStateAfterReview(items: readonly ActionItemState[]): ActionPlanState {
  if (items.every((state) => state === 'ACCEPTED')) return 'RESOLVED';
  if (items.some((state) => state === 'READY')) return 'IN_REVIEW';
  return 'OPEN';
}
