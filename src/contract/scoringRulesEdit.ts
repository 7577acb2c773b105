import { z } from 'zod';
import { DB_INTEGER_MAX } from './ids';
import { scoringRulesSchema, storedScoringRulesSchema } from './reportScoreRules';
import type { ReviewRole } from './review';

/**
 * A cycle's scoring rules as the brand sets and reads them (decision 0076): every reviewer of the
 * cycle reads them; the brand's client users and the PM save a new version, and rescore the
 * accepted reports under it, each an act recorded on the cycle. A saved version is never edited.
 */

/** Who may save a version of a cycle's rules and rescore under it. */
export const SCORING_EDITORS: readonly ReviewRole[] = ['pm', 'client'];
export const canEditScoring = (role: ReviewRole) => SCORING_EDITORS.includes(role);

export const cycleScoringSchema = z.object({
  cycle: z.object({ id: z.number().int(), name: z.string(), client_name: z.string() }),
  /** the cycle's sections and questions, with whether each question is scored (PLAIN is not) */
  sections: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      questions: z.array(
        z.object({
          id: z.number().int(),
          sequence: z.number().int(),
          question_txt: z.string(),
          scored: z.boolean(),
        }),
      ),
    }),
  ),
  /** the rules in force: the newest version, or the defaults (version 0) when none was saved */
  rules: scoringRulesSchema,
  /** every saved version, newest first */
  versions: z.array(
    z.object({ version: z.number().int(), saved_at: z.string(), saved_by: z.string().nullable() }),
  ),
  accepted_reports: z.number().int(),
  /** accepted reports whose stored score is under another version, or that have none */
  reports_to_rescore: z.number().int(),
  can_edit: z.boolean(),
});
export type CycleScoring = z.infer<typeof cycleScoringSchema>;

/** A new version, saved over the one the editor read (`based_on_version`): a stale one is refused. */
export const scoringRulesBodySchema = storedScoringRulesSchema.extend({
  based_on_version: z.number().int().min(0).max(DB_INTEGER_MAX),
});
export type ScoringRulesBody = z.input<typeof scoringRulesBodySchema>;

/** Rescores the accepted reports under `version`, which must be the version in force. */
export const rescoreBodySchema = z.object({ version: z.number().int().min(0).max(DB_INTEGER_MAX) });
export const rescoreResultSchema = z.object({ version: z.number().int(), rescored: z.number().int() });
export type RescoreResult = z.infer<typeof rescoreResultSchema>;

export const SCORING_MESSAGES = {
  stale: 'The rules were changed meanwhile; reload to see the version now in force.',
  notInCycle: 'This is not a section or question of the cycle.',
  criticalAndBonus: 'A question cannot be both critical and a bonus.',
  notScored: 'A free-text question is not scored: it cannot be critical or a bonus.',
  saved: (version: number) =>
    `Saved as version ${version}. Reports accepted from now on are scored under it.`,
  rescored: (count: number, version: number) =>
    `${count} accepted report${count === 1 ? '' : 's'} rescored under version ${version}.`,
} as const;
