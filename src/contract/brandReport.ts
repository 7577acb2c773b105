import { z } from 'zod';
import { ACTION_PLAN_STATES } from './actionPlans';
import { reviewReportSchema } from './review';

/**
 * GET brand/reports/{id} (decision 0080): one accepted report as a brand's people read it, within
 * their seat: its answers and comments, its proofs by section, its score explained under the rules
 * it was accepted under. What the back office keeps to itself is not in it: who the auditor is (a
 * store manager who knew would know them at the next visit), the messages of review, and the
 * repeat alerts that name other reports.
 */
export const brandReportSchema = reviewReportSchema
  .pick({
    questionnaire: true,
    answers: true,
    report_sections: true,
    proofs: true,
    proof_tags: true,
    scoring_rules: true,
    earlier_plan: true,
  })
  .extend({
    report: z.object({
      id: z.number().int(),
      store_id: z.number().int(),
      store_name: z.string(),
      city_name: z.string(),
      region_name: z.string().nullable(),
      cycle_id: z.number().int(),
      cycle_name: z.string(),
      audit_date: z.string(),
      report_summary: z.string(),
    }),
    /**
     * The visit's corrective action (decisions 0084, 0087): its plan, if one opened; else the
     * questions a plan opened by hand may name (those that lost marks), and whether this reader
     * may open one.
     */
    action: z.object({
      plan: z.object({ id: z.number().int(), state: z.enum(ACTION_PLAN_STATES) }).nullable(),
      fixable_question_ids: z.array(z.number().int()),
      can_open: z.boolean(),
    }),
  });
export type BrandReport = z.infer<typeof brandReportSchema>;
