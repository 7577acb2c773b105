import { z } from 'zod';
import { DB_INTEGER_MAX, idSchema } from './ids';
import { DEFAULT_SCORING_RULES, type ScoringRules } from './reportScore';

/** A plan's days at most: a quarter. */
export const ACTION_PLAN_DAYS_MAX = 90;
export const ACTION_PLAN_DAYS_MESSAGE = `A plan's days are a whole number from 1 to ${ACTION_PLAN_DAYS_MAX}.`;

/**
 * The stored form of a brand's scoring rules (decision 0075): what `scoring_rules.rules` holds,
 * the version being its row's. Read back through the same schema, so a row written by an older
 * build still reads as rules.
 */
export const storedScoringRulesSchema = z.object({
  /** a section's weight; a section not named weighs 1 */
  sectionWeights: z.array(z.object({ section_id: idSchema, weight: z.number().min(0).max(100) })).max(1000),
  criticalQuestionIds: z.array(idSchema).max(1000),
  criticalZeroes: z.enum(['section', 'report']),
  bonusQuestionIds: z.array(idSchema).max(1000),
  passMark: z.number().min(0).max(100),
  /** rules stored before plans had days of their own read as the default (decision 0089) */
  actionPlanDays: z
    .number(ACTION_PLAN_DAYS_MESSAGE)
    .int(ACTION_PLAN_DAYS_MESSAGE)
    .min(1, ACTION_PLAN_DAYS_MESSAGE)
    .max(ACTION_PLAN_DAYS_MAX, ACTION_PLAN_DAYS_MESSAGE)
    .default(DEFAULT_SCORING_RULES.actionPlanDays),
});
/** as written: rules stored before `actionPlanDays` leave it out */
export type StoredScoringRules = z.input<typeof storedScoringRulesSchema>;

/** Rules as the API carries them: the stored form with its version. */
export const scoringRulesSchema = storedScoringRulesSchema.extend({
  version: z.number().int().min(0).max(DB_INTEGER_MAX),
});
export type ScoringRulesWire = z.infer<typeof scoringRulesSchema>;

/** The rules of a stored row: its JSON and its version. */
export function scoringRulesOf(json: string, version: number): ScoringRules {
  return scoringRulesFrom({ ...storedScoringRulesSchema.parse(JSON.parse(json)), version });
}

/** Rules as the scoring function takes them, from their stored or wire form. */
export function scoringRulesFrom(stored: ScoringRulesWire): ScoringRules {
  const sectionWeights = Object.fromEntries(stored.sectionWeights.map((w) => [w.section_id, w.weight]));
  return { ...stored, sectionWeights };
}

/** Rules in their wire form: the stored fields and the version. */
export function scoringRulesWire(rules: ScoringRules): ScoringRulesWire {
  return {
    version: rules.version,
    sectionWeights: Object.entries(rules.sectionWeights).map(([sectionId, weight]) => ({
      section_id: Number(sectionId),
      weight,
    })),
    criticalQuestionIds: [...rules.criticalQuestionIds],
    criticalZeroes: rules.criticalZeroes,
    bonusQuestionIds: [...rules.bonusQuestionIds],
    passMark: rules.passMark,
    actionPlanDays: rules.actionPlanDays,
  };
}
