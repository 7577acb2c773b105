import { z } from 'zod';
import { answerSchema, reportSectionSchema, sectionSchema } from './report';
import { reportProofSchema } from './reportProofs';
import { scoringRulesSchema } from './reportScoreRules';
import { cycleProofTagsSchema } from './review';

/**
 * GET brand/reports/{id} (decision 0080): one accepted report as a brand's people read it, within
 * their seat: its answers and comments, its proofs by section, its score explained under the rules
 * it was accepted under. What the back office keeps to itself is not in it: who the auditor is (a
 * store manager who knew would know them at the next visit), the messages of review, and the
 * repeat alerts that name other reports.
 */
export const brandReportSchema = z.object({
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
  questionnaire: z.array(sectionSchema),
  answers: z.array(answerSchema),
  report_sections: z.array(reportSectionSchema),
  proofs: z.array(reportProofSchema),
  proof_tags: cycleProofTagsSchema,
  scoring_rules: scoringRulesSchema,
});
export type BrandReport = z.infer<typeof brandReportSchema>;
