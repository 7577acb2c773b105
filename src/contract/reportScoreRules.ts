import { z } from 'zod';
import type { ScoringRules } from './reportScore';

/**
 * The stored form of a brand's scoring rules (decision 0075): what `scoring_rules.rules` holds,
 * the version being its row's. Read back through the same schema, so a row written by an older
 * build still reads as rules.
 */
export const storedScoringRulesSchema = z.object({
  sectionWeights: z.record(z.string().regex(/^\d+$/), z.number().min(0).max(100)),
  criticalQuestionIds: z.array(z.number().int().positive()).max(1000),
  criticalZeroes: z.enum(['section', 'report']),
  bonusQuestionIds: z.array(z.number().int().positive()).max(1000),
  passMark: z.number().min(0).max(100),
});
export type StoredScoringRules = z.infer<typeof storedScoringRulesSchema>;

/** The rules of a stored row: its JSON and its version. */
export function scoringRulesOf(json: string, version: number): ScoringRules {
  const stored = storedScoringRulesSchema.parse(JSON.parse(json));
  const sectionWeights = Object.fromEntries(
    Object.entries(stored.sectionWeights).map(([sectionId, weight]) => [Number(sectionId), weight]),
  );
  return { ...stored, sectionWeights, version };
}
