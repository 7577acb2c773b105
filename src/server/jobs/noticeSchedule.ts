import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { remindActionPlans } from '../domain/actions/actionPlanReminders';
import { remindReportsDue, sendOpportunityDigests } from '../domain/notices/scheduledNotices';
import { acceptUndecidedClientReviews } from '../domain/review/clientReviewEnd';
import { EVERY_AUDITOR, type ResponseCache } from '../http/responseCache';

/**
 * Looks for the notices nobody's action causes (domain/notices/scheduledNotices.ts), and the
 * client reviews that ended undecided (domain/review/clientReviewEnd.ts), shortly after
 * the instance is ready and every `everyMs` after: every instance looks, and the notices' keys and
 * the digest's daily claim keep what they write to once. A close waits for the look under way.
 */
export function runNoticeSchedule(
  app: FastifyInstance,
  db: Db,
  everyMs: number,
  responses: Pick<ResponseCache, 'written'>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> = Promise.resolve();
  let stopped = false;

  async function look(): Promise<void> {
    try {
      await scheduledLook(db, responses, new Date());
    } catch (error) {
      app.log.error({ err: error }, 'the scheduled notices failed; they are looked for again shortly');
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      looking = look().then(() => schedule(everyMs));
    }, delayMs).unref();
  }

  // not at once: a starting instance first answers the requests waiting for it
  app.addHook('onReady', async () => schedule(Math.min(everyMs, FIRST_LOOK_AFTER_MS)));
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await looking;
  });
}

const FIRST_LOOK_AFTER_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One look of the schedule (`scheduledLook`) on this instance's database and cache, at `now`. */
    scheduledLook(now: Date): Promise<void>;
  }
}

/** One look of the schedule: what the instance runs every few minutes (and a test at once). */
export async function scheduledLook(
  db: Db,
  responses: Pick<ResponseCache, 'written'>,
  now: Date,
): Promise<void> {
  // reports accepted with no request: the answers kept of them (an auditor's counts, a brand's
  // figures) are out of date, as after a reviewer's accept
  if ((await acceptUndecidedClientReviews(db, now)) > 0) await responses.written(EVERY_AUDITOR);
  await remindReportsDue(db, now);
  await remindActionPlans(db, now);
  await sendOpportunityDigests(db, now);
}
