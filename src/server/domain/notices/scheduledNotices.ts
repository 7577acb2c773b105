import { DEFAULT_DISTANCE_KMS } from '../../../contract/discoveryLabels';
import { submitDeadline } from '../../../contract/reportDeadline';
import { REPORT_LIMITS } from '../../../contract/reportTexts';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import {
  activeAuditorIds,
  announcedCycleIds,
  claimDailyRun,
  openReports,
  preferredDistanceKms,
  recordAnnounced,
} from '../../repositories/scheduledNotices';
import { BUSINESS_TIME_ZONE, calendarDate, shiftCalendarDate } from '../calendar';
import { auditorOrigin, opportunityCycles } from '../discovery';
import { RuleRefusal } from '../errors';
import { opportunitiesText, reportDueText } from './noticeTexts';
import { notify } from './notify';

/**
 * Notices nobody's action causes (decision 0041), looked for every few minutes by every instance
 * (jobs/noticeSchedule.ts). Each is written once: a reminder's event key names its report and
 * deadline, a digest's its day, and the notices' unique key drops a second instance's copy.
 * Nothing is sent at night in India: a look between 21:00 and 08:00 (digests: before 09:00)
 * writes nothing, and the morning's look catches up.
 */

/** How near a deadline must be for its reminder. */
const DUE_SOON_MS = 24 * 3_600_000;
const DAY_STARTS_AT = 8;
const DIGEST_FROM = 9;
const NIGHT_FROM = 21;
const AUDITORS_PER_PAGE = 200;

const HOUR_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

function businessHour(now: Date): number {
  return Number(HOUR_FORMAT.format(now));
}

/** Whether a scheduled reminder may be written now: not at night in India (08:00 to 21:00). */
export function duringReminderHours(now: Date): boolean {
  const hour = businessHour(now);
  return hour >= DAY_STARTS_AT && hour < NIGHT_FROM;
}

/** Reminds each auditor whose report's last moment to be submitted is within a day; how many. */
export async function remindReportsDue(db: Db, now: Date): Promise<number> {
  if (!duringReminderHours(now)) return 0;
  const today = calendarDate(now);
  const at = now.toISOString();
  const reports = await openReports(db, {
    fromDate: shiftCalendarDate(today, -REPORT_LIMITS.submitGraceDays),
    today,
    now: at,
  });
  let reminded = 0;
  for (const report of reports) {
    if (report.auditDate > today) continue;
    const deadline = submitDeadline(report.auditDate, report.fixDueAt);
    const left = Date.parse(deadline) - now.getTime();
    if (left <= 0 || left > DUE_SOON_MS) continue;
    const status = report.status;
    if (status !== 'ASSIGNED' && status !== 'ACKNOWLEDGED') continue;
    await inWriteTransaction(db, (trx) =>
      notify(
        trx,
        {
          recipientId: report.auditorId,
          kind: 'report_due',
          eventKey: `report:${report.id}:due:${deadline}`,
          text: reportDueText({ ...report, status }, deadline),
        },
        now,
      ),
    );
    reminded += 1;
  }
  return reminded;
}

/**
 * Once a business day, one instance tells each active auditor of the audits newly open near them
 * (within their preferred distance, in cycles they qualify for, not named in an earlier digest);
 * how many were told. An instance stopped midway leaves the rest for the next day's digest.
 */
export async function sendOpportunityDigests(db: Db, now: Date): Promise<number> {
  const hour = businessHour(now);
  if (hour < DIGEST_FROM || hour >= NIGHT_FROM) return 0;
  const today = calendarDate(now);
  if (!(await inWriteTransaction(db, (trx) => claimDailyRun(trx, 'opportunity_digest', today)))) return 0;
  let told = 0;
  for (let after = 0; ; ) {
    const ids = await activeAuditorIds(db, after, AUDITORS_PER_PAGE);
    if (ids.length === 0) return told;
    for (const id of ids) if (await digestFor(db, id, today, now)) told += 1;
    after = ids.at(-1) as number;
  }
}

async function digestFor(db: Db, auditorId: number, today: string, now: Date): Promise<boolean> {
  const origin = await auditorOrigin(db, auditorId).catch((error: unknown) => {
    // a profile without a city or a phone number sees no opportunities, and hears of none
    if (error instanceof RuleRefusal) return null;
    throw error;
  });
  if (!origin) return false;
  const kms = (await preferredDistanceKms(db, auditorId)) ?? DEFAULT_DISTANCE_KMS;
  const [cycles, announced] = await Promise.all([
    opportunityCycles(db, auditorId, origin, kms, now),
    announcedCycleIds(db, auditorId),
  ]);
  const fresh = cycles.filter((cycle) => cycle.eligibility.eligible && !announced.has(cycle.audit_cycle.id));
  if (fresh.length === 0) return false;
  const nearby = fresh.map((cycle) => ({
    client: cycle.audit_cycle.client.auditor_display_name,
    name: cycle.audit_cycle.name,
    audits: cycle.opportunities,
  }));
  await inWriteTransaction(db, async (trx) => {
    await notify(
      trx,
      {
        recipientId: auditorId,
        kind: 'new_opportunities',
        eventKey: `opportunities:${today}`,
        text: opportunitiesText(nearby, kms),
      },
      now,
    );
    await recordAnnounced(
      trx,
      auditorId,
      fresh.map((cycle) => cycle.audit_cycle.id),
      now.toISOString(),
    );
  });
  return true;
}
