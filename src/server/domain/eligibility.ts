import { APPLY_MESSAGES, DATE_AVAILABILITY_FACTOR, factorLabel, reportRatingOf } from '../../contract';
import type { Db } from '../db/database';
import { dashboardScore } from './dashboard';
import { refused } from './errors';

/**
 * The cycle's alignment factors, which its page shows as eligibility, enforced at apply (issue
 * 13). Each factor lists the values it accepts; the auditor's own value must be one of them. A
 * value the auditor does not have (no rating yet) does not match: the client asked for it
 * (decision 0019). The first factor that does not match is named in the refusal.
 */
export async function requireEligible(db: Db, auditorId: number, cycleId: number): Promise<void> {
  const factors = await db
    .selectFrom('audit_alignment_factors')
    .select(['key', 'value'])
    .where('audit_cycle_id', '=', cycleId)
    .where('key', '!=', DATE_AVAILABILITY_FACTOR)
    .orderBy('id')
    .execute();
  if (factors.length === 0) return;
  const values = await auditorValues(db, auditorId);
  for (const factor of factors) {
    const accepted = JSON.parse(factor.value) as unknown[];
    const own = values[factor.key];
    // a factor this server does not know is not enforced: the page shows it, the reviewer checks it
    if (!(factor.key in values)) continue;
    if (own === null || own === undefined || !accepted.map(String).includes(String(own))) {
      throw refused(APPLY_MESSAGES.notEligible(factorLabel(factor.key).toLowerCase()));
    }
  }
}

async function auditorValues(db: Db, auditorId: number): Promise<Record<string, string | number | null>> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('additional_infos', 'additional_infos.user_id', 'users.id')
    .leftJoin('account_flags', 'account_flags.user_id', 'users.id')
    .select([
      'profiles.gender',
      'profiles.education',
      'profiles.marital_status',
      'additional_infos.income',
      'additional_infos.car_cost',
      'account_flags.auditor_rating',
    ])
    .where('users.id', '=', auditorId)
    .executeTakeFirstOrThrow();
  const { average_report_score } = await dashboardScore(db, auditorId);
  return {
    gender: row.gender,
    education: row.education,
    marital_status: row.marital_status,
    income: row.income,
    car_cost: row.car_cost,
    auditor_rating: row.auditor_rating,
    report_rating: reportRatingOf(average_report_score),
  };
}
