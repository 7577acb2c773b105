import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '../../src/contract';
import { buildApp } from '../../src/server/app';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';

/**
 * Decision 0004, "Logout timers": POST auditor/audit_store/report_submission_time took an unbounded
 * array and looked each entry up on its own, so one request of 18,000 copies held the server for
 * 44 s.
 */

/** Counts the statements the app sends to the database. */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count += 1;
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
}

describe.each(DIALECTS)('logout timers on %s', (dialect) => {
  let h: Harness;
  let counted: FastifyInstance;
  const counter = statementCounter();
  beforeAll(async () => {
    h = await startHarness(dialect);
    counted = await buildApp({ db: h.db.withPlugin(counter), config: h.config });
  });
  afterAll(async () => {
    await counted?.close();
    await h?.close();
  });

  async function auditor(app: FastifyInstance = h.app) {
    const user = await createUser(h.db);
    const cookie = await sessionFor(app, user.email, user.password);
    const send = (entries: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/auditor/audit_store/report_submission_time',
        headers: { cookie, origin: ORIGIN },
        payload: entries as object,
      });
    const seconds = async (id: number) =>
      (
        await h.db
          .selectFrom('audit_stores')
          .select('report_submission_seconds')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).report_submission_seconds;
    return { user, send, seconds };
  }

  it('refuses more entries than the limit with a field error, and writes none of them', async () => {
    const me = await auditor();
    const { storeId } = await createReportWorld(h.db, me.user.id);
    const entries = Array.from({ length: REPORT_LIMITS.submissionTimesMax + 1 }, () => ({
      audit_store_id: storeId,
      report_submission_time: '0:10:00',
    }));
    const response = await me.send(entries);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(`At most ${REPORT_LIMITS.submissionTimesMax}`);
    expect(await me.seconds(storeId)).toBe(0);
    // the limit itself is accepted
    expect((await me.send(entries.slice(1))).statusCode).toBe(200);
    expect(await me.seconds(storeId)).toBe(600);
  });

  it('counts a report named twice once, with its larger time', async () => {
    const me = await auditor();
    const { storeId } = await createReportWorld(h.db, me.user.id);
    const response = await me.send([
      { audit_store_id: storeId, report_submission_time: '0:05:00' },
      { audit_store_id: storeId, report_submission_time: '1:00:00' },
      { audit_store_id: storeId, report_submission_time: '0:00:07' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await me.seconds(storeId)).toBe(3600);
  });

  it('saves several reports in a constant number of statements; only reports in progress change', async () => {
    const me = await auditor(counted);
    const inProgress = [
      (await createReportWorld(h.db, me.user.id)).storeId,
      (await createReportWorld(h.db, me.user.id)).storeId,
      (await createReportWorld(h.db, me.user.id)).storeId,
    ];
    const submitted = (await createReportWorld(h.db, me.user.id, 'SUBMITTED')).storeId;
    const statementsFor = async (entries: Array<{ id: number; time: string }>) => {
      counter.count = 0;
      const response = await me.send(
        entries.map((e) => ({ audit_store_id: e.id, report_submission_time: e.time })),
      );
      expect(response.statusCode).toBe(200);
      return counter.count;
    };
    const one = await statementsFor([{ id: inProgress[0] as number, time: '0:00:10' }]);
    const many = await statementsFor([
      ...inProgress.map((id, i) => ({ id, time: `0:0${i + 1}:00` })),
      { id: submitted, time: '5:00:00' },
    ]);
    // the session check and the work: the same statements for one report as for four
    expect(many).toBe(one);
    expect(await Promise.all(inProgress.map(me.seconds))).toEqual([60, 120, 180]);
    expect(await me.seconds(submitted)).toBe(0);
  });

  it("answers 404 when any report is another auditor's, and writes nothing", async () => {
    const me = await auditor();
    const other = await auditor();
    const mine = (await createReportWorld(h.db, me.user.id)).storeId;
    const theirs = (await createReportWorld(h.db, other.user.id)).storeId;
    const response = await me.send([
      { audit_store_id: mine, report_submission_time: '0:09:00' },
      { audit_store_id: theirs, report_submission_time: '9:00:00' },
    ]);
    expect(response.statusCode).toBe(404);
    expect(await me.seconds(mine)).toBe(0);
    expect(await me.seconds(theirs)).toBe(0);
  });
});
