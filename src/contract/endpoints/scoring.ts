import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import {
  cycleScoringSchema,
  rescoreBodySchema,
  rescoreResultSchema,
  scoringRulesBodySchema,
} from '../scoringRulesEdit';

export const rules = endpoint('GET', 'review', '/cycle/:id/scoring', {
  params: idParamsSchema,
  answer: cycleScoringSchema,
});
export const saveRules = endpoint('POST', 'review', '/cycle/:id/scoring', {
  params: idParamsSchema,
  body: scoringRulesBodySchema,
  answer: cycleScoringSchema,
});
export const rescore = endpoint('POST', 'review', '/cycle/:id/scoring/rescore', {
  params: idParamsSchema,
  body: rescoreBodySchema,
  answer: rescoreResultSchema,
});

/**
 * A cycle's scoring rules (paths ours, decision 0076): read by its reviewers; a new version saved,
 * and the accepted reports rescored under it, by the PM or the brand's client users.
 */
export const SCORING_ENDPOINTS = { rules, saveRules, rescore };
