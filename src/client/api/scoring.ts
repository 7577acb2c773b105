import type { ScoringRulesBody } from '../../contract';
import * as endpoints from '../../contract/endpoints/scoring';
import { call } from './call';

/** A cycle's scoring rules (paths ours, decision 0076). */
export const getCycleScoring = (id: number) => call(endpoints.rules, { params: { id } });
export const saveCycleScoring = (id: number, body: ScoringRulesBody) =>
  call(endpoints.saveRules, { params: { id }, body });
export const rescoreCycle = (id: number, version: number) =>
  call(endpoints.rescore, { params: { id }, body: { version } });
