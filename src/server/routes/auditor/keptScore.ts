import type { Db } from '../../db/database';
import { dashboardScore } from '../../domain/auditorScore';
import type { ReviewedScore } from '../../domain/eligibility';
import { EVERY_AUDITOR, type ResponseCache } from '../../http/responseCache';

/**
 * The auditor's reviewed reports' score, kept under every auditor's scope alone (decision 0048):
 * a report is reviewed, and its answers are fixed, by staff, and an auditor writes only reports in
 * progress (contract/auditStoreRules.ts `REPORT_EDITABLE_STATUS`). So the auditor's own saves do not
 * make the stats and the opportunity lists read every reviewed answer again.
 */
export function keptScore(db: Db, responses: ResponseCache, auditorId: number): ReviewedScore {
  return () => responses.remember(`score ${auditorId}`, [EVERY_AUDITOR], () => dashboardScore(db, auditorId));
}
