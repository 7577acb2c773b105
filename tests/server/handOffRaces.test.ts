import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditStoreStatus } from '../../src/contract';
import { reapplyWindow } from '../../src/contract';
import { createApplicant } from './accountWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createSubmittableReport } from './reportWorld';
import {
  createApplication,
  createAuditStore,
  createCity,
  createCycleWithAudits,
  daysFromToday,
} from './world';

const DATABASE = process.env.TEST_DATABASE_URL;
const TRIALS = 8;

type Call = () => Promise<LightMyRequestResponse>;

/**
 * Two people, or one person's quick taps, on one thing at once on PostgreSQL: each request on a
 * pooled connection of its own, so the database interleaves them for real (SQLite runs one handler
 * at a time and cannot show any of this). Each race runs TRIALS times on fresh state, the later
 * callers started 0–3 ms after the first so they land in every stretch of its work. Every
 * transition is one guarded write (auditStoreMoves.ts): exactly one caller wins, the others get
 * the refusal the rule names, and the history holds one row for the one move.
 */
describe.runIf(DATABASE)('hand-offs on PostgreSQL: one winner for every transition', () => {
  let h: Harness;
  let auditor: { id: number; cookie: string };
  let managerCookie: string;

  beforeAll(async () => {
    h = await startHarness('postgres');
    const user = await createUser(h.db);
    auditor = { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
    const manager = await createUser(h.db, { role: 'manager' });
    managerCookie = await sessionFor(h.app, manager.email, manager.password);
  });
  afterAll(() => h?.close());

  const post = (cookie: string, url: string, payload: object = {}) =>
    h.app.inject({ method: 'POST', url: `/api/${url}`, headers: { cookie, origin: ORIGIN }, payload });

  /** Starts the calls together, each after the first a few milliseconds later per trial. */
  async function together(trial: number, calls: Call[]): Promise<number[]> {
    const started = calls.map(async (call, index) => {
      if (index > 0) await new Promise((resolve) => setTimeout(resolve, (trial + index) % 4));
      return call();
    });
    return (await Promise.all(started)).map((response) => response.statusCode);
  }

  async function assignedStore(status: AuditStoreStatus = 'ASSIGNED') {
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    return createAuditStore(h.db, auditor.id, auditIds[0] as number, status);
  }

  const storeState = async (storeId: number) => ({
    status: (
      await h.db
        .selectFrom('audit_stores')
        .select('status')
        .where('id', '=', storeId)
        .executeTakeFirstOrThrow()
    ).status,
    history: (
      await h.db
        .selectFrom('audit_store_status_changes')
        .select(['from_status', 'to_status'])
        .where('audit_store_id', '=', storeId)
        .execute()
    ).map((row) => `${row.from_status}→${row.to_status}`),
    concerns: (
      await h.db.selectFrom('concerns').select('kind').where('audit_store_id', '=', storeId).execute()
    ).map((row) => row.kind),
  });

  const auditorCall =
    (storeId: number, action: string, body: object = { message: 'Shop closed' }) =>
    () =>
      post(auditor.cookie, `auditor/audit_store/${storeId}/${action}`, body);

  it.each([
    ['withdraw', 'AUDITOR_WITHDRAWN', 'WITHDRAWAL'],
    ['fail', 'FAILED', 'NOT_PERFORMED'],
  ])(
    '%s sent three times at once: one 200, one concern, one history row',
    async (action, to, kind) => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const storeId = await assignedStore();
        const call = auditorCall(storeId, action);
        const codes = await together(trial, [call, call, call]);
        expect(codes.sort()).toEqual([200, 400, 400]);
        expect(await storeState(storeId)).toEqual({
          status: to,
          history: [`ASSIGNED→${to}`],
          concerns: [kind],
        });
      }
    },
    60_000,
  );

  it('withdraw racing not performed: one of the two, with its own concern and history', async () => {
    const winners: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const storeId = await assignedStore();
      const [withdrawn, failed] = await together(trial, [
        auditorCall(storeId, 'withdraw'),
        auditorCall(storeId, 'fail'),
      ]);
      expect([withdrawn, failed].sort()).toEqual([200, 400]);
      const expected =
        withdrawn === 200
          ? { status: 'AUDITOR_WITHDRAWN', history: ['ASSIGNED→AUDITOR_WITHDRAWN'], concerns: ['WITHDRAWAL'] }
          : { status: 'FAILED', history: ['ASSIGNED→FAILED'], concerns: ['NOT_PERFORMED'] };
      expect(await storeState(storeId)).toEqual(expected);
      winners.push(expected.status);
    }
    console.info(`withdraw against not performed, ${TRIALS} trials: ${winners.join(', ')}`);
  }, 60_000);

  it('submit racing not performed: a submitted report is never failed after it', async () => {
    const winners: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const report = await createSubmittableReport(h.db, auditor.id);
      const submit = auditorCall(report.storeId, 'submit', { report_submission_time: '0:20:00' });
      const fail = auditorCall(report.storeId, 'fail');
      const [submitted, failed] =
        trial % 2 === 0
          ? await together(trial, [submit, fail])
          : (await together(trial, [fail, submit])).reverse();
      expect([submitted, failed].sort()).toEqual([200, 400]);
      const expected =
        submitted === 200
          ? { status: 'SUBMITTED', history: ['ACKNOWLEDGED→SUBMITTED'], concerns: [] }
          : { status: 'FAILED', history: ['ACKNOWLEDGED→FAILED'], concerns: ['NOT_PERFORMED'] };
      expect(await storeState(report.storeId)).toEqual(expected);
      winners.push(expected.status);
    }
    console.info(`submit against not performed, ${TRIALS} trials: ${winners.join(', ')}`);
  }, 60_000);

  it('Agree tapped three times: acknowledged once, one history row (a replay answers 200)', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      const storeId = await assignedStore();
      // Agree opens on the audit date
      await h.db
        .updateTable('audit_stores')
        .set({ audit_date: daysFromToday(0) })
        .where('id', '=', storeId)
        .execute();
      const call = auditorCall(storeId, 'acknowledge', {});
      expect(await together(trial, [call, call, call])).toEqual([200, 200, 200]);
      expect(await storeState(storeId)).toEqual({
        status: 'ACKNOWLEDGED',
        history: ['ASSIGNED→ACKNOWLEDGED'],
        concerns: [],
      });
    }
  }, 60_000);

  describe('the auditor changing an application while a manager approves it', () => {
    let applicant: Awaited<ReturnType<typeof createApplicant>>;
    beforeAll(async () => {
      applicant = await createApplicant(h.db, h, await createCity(h.db));
    });

    async function raceApproval(trial: number, auditorChange: (auditId: number) => Call) {
      const { auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
      const auditId = auditIds[0] as number;
      const applicationId = await createApplication(h.db, applicant.user.id, auditId, 'APPLIED');
      const approve = () => post(managerCookie, `manager/application/${applicationId}/approve`);
      // the auditor's call goes first in odd trials: its checks take longer than the approval's
      const [approved, changed] =
        trial % 2 === 0
          ? await together(trial, [approve, auditorChange(auditId)])
          : (await together(trial, [auditorChange(auditId), approve])).reverse();
      expect([approved, changed].sort()).toEqual([200, 400]);
      const applications = await h.db
        .selectFrom('applications')
        .leftJoin('audit_stores', 'audit_stores.application_id', 'applications.id')
        .select(['applications.status', 'audit_stores.status as store'])
        .where('applications.audit_id', '=', auditId)
        .orderBy('applications.id')
        .execute();
      return { approved: approved === 200, applications };
    }

    it('reapply racing approve: never a withdrawn application holding an assigned audit', async () => {
      const winners: string[] = [];
      const date = () =>
        reapplyWindow({ start_date: daysFromToday(-5), end_date: daysFromToday(20) }, new Date());
      for (let trial = 0; trial < TRIALS; trial++) {
        const { approved, applications } = await raceApproval(
          trial,
          (auditId) => () =>
            post(applicant.cookie, `auditor/audit/${auditId}/application/reapply`, {
              audit_date: date().offered?.last,
            }),
        );
        expect(applications).toEqual(
          approved
            ? [{ status: 'APPROVED', store: 'ASSIGNED' }]
            : [
                { status: 'WITHDRAWN', store: null },
                { status: 'APPLIED', store: null },
              ],
        );
        winners.push(approved ? 'approve' : 'reapply');
      }
      console.info(`reapply against approve, ${TRIALS} trials: ${winners.join(', ')}`);
    }, 60_000);

    it('cancel racing approve: the application is approved with its audit, or withdrawn without', async () => {
      const winners: string[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const { approved, applications } = await raceApproval(
          trial,
          (auditId) => () => post(applicant.cookie, `auditor/audit/${auditId}/application/cancel`),
        );
        expect(applications).toEqual([
          approved ? { status: 'APPROVED', store: 'ASSIGNED' } : { status: 'WITHDRAWN', store: null },
        ]);
        winners.push(approved ? 'approve' : 'cancel');
      }
      console.info(`cancel against approve, ${TRIALS} trials: ${winners.join(', ')}`);
    }, 60_000);
  });
});
