import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountProfile,
  CERTIFICATION_ATTEMPTS,
  CERTIFICATION_MESSAGES,
  CERTIFICATION_PASS_PERCENT,
  type CertificationState,
  type ManagedApplicationList,
} from '../../src/contract';
import { certificationAuditor, correct, insertQuestions } from './certificationWorld';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createApplication, createCycleWithAudits } from './world';

/**
 * Decision 0032: a score below the pass mark does not certify, wherever the standing shows (the
 * test, the account profile, the manager's applications), and it may be retaken, up to three
 * attempts in all; a retake names the attempt it retakes, so a double tap or a resend retakes once.
 */
describe.each(DIALECTS)('certification pass mark and retakes on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
    await insertQuestions(h);
  });
  afterAll(() => h.close());

  const auditor = () => certificationAuditor(h);
  type Auditor = Awaited<ReturnType<typeof auditor>>;
  const stateOf = async (me: Auditor) => (await me.send('GET', 'certification')).json<CertificationState>();
  const profileOf = async (me: Auditor) => (await me.send('GET', 'user')).json<AccountProfile>();
  const refusal = (message: string) => [400, { non_field_errors: [message] }];

  it('certifies at the pass mark and not below it, on every call that tells', async () => {
    expect(CERTIFICATION_PASS_PERCENT).toBe(70);
    const below = await auditor();
    // 13 of 20 right: 65%
    expect((await below.takeTest(13)).json()).toEqual({ certification_score: '65' });
    const failed = { standing: 'NOT_PASSED', score: 65, attempt: 1 };
    expect((await stateOf(below)).standing).toEqual(failed);
    expect(await profileOf(below)).toMatchObject({ certification_score: '65', certification: failed });

    const at = await auditor();
    expect((await at.takeTest(14)).json()).toEqual({ certification_score: '70' });
    const passed = { standing: 'PASSED', score: 70, attempt: 1 };
    expect((await stateOf(at)).standing).toEqual(passed);
    expect((await profileOf(at)).certification).toEqual(passed);
  });

  it('starts a failed attempt again once, however often the retake is sent', async () => {
    const me = await auditor();
    await me.takeTest(4);
    const retaken = await me.retake(1);
    expect(retaken.statusCode).toBe(200);
    const fresh = retaken.json<CertificationState>();
    expect([fresh.answers, fresh.score, fresh.standing]).toEqual([
      {},
      null,
      { standing: 'TAKING', score: null, attempt: 2 },
    ]);
    expect(fresh.questions).toHaveLength(20);
    expect(await profileOf(me)).toMatchObject({
      certification_score: null,
      certification: { standing: 'TAKING', attempt: 2 },
    });
    // a double tap: the same attempt is retaken already, nothing more happens
    expect((await me.retake(1)).json<CertificationState>().standing.attempt).toBe(2);
    expect((await me.answer(1, correct(1), 2)).statusCode).toBe(200);
    // a resend after the first answer of the new attempt does not wipe it
    const resent = await me.retake(1);
    expect([resent.statusCode, resent.json<CertificationState>().answers]).toEqual([
      200,
      { '1': correct(1) },
    ]);
    // an answer sent for the attempt before the retake does not land in this one
    const stale = await me.answer(2, correct(2), 1);
    expect([stale.statusCode, stale.json()]).toEqual(refusal(CERTIFICATION_MESSAGES.changedElsewhere));
    expect((await stateOf(me)).answers).toEqual({ '1': correct(1) });
    // a resend arriving after the new attempt is scored does not start a third
    for (let number = 2; number <= 20; number += 1) await me.answer(number, correct(number), 2);
    await me.send('POST', 'certification_marks', {});
    const late = await me.retake(1);
    expect([late.statusCode, late.json<CertificationState>().standing]).toEqual([
      200,
      { standing: 'PASSED', score: 100, attempt: 2 },
    ]);
  });

  it('refuses a retake the rules do not allow', async () => {
    const me = await auditor();
    const early = await me.retake(1);
    expect([early.statusCode, early.json()]).toEqual(refusal(CERTIFICATION_MESSAGES.retakeUnscored));
    await me.answer(1, correct(1));
    const midway = await me.retake(1);
    expect([midway.statusCode, midway.json()]).toEqual(refusal(CERTIFICATION_MESSAGES.retakeUnscored));

    const passed = await auditor();
    await passed.takeTest(20);
    const again = await passed.retake(1);
    expect([again.statusCode, again.json()]).toEqual(refusal(CERTIFICATION_MESSAGES.retakePassed));

    const failing = await auditor();
    await failing.takeTest(2);
    const ahead = await failing.retake(2);
    expect([ahead.statusCode, ahead.json()]).toEqual(refusal(CERTIFICATION_MESSAGES.changedElsewhere));
    for (const body of [{}, { attempt: 0 }, { attempt: CERTIFICATION_ATTEMPTS + 1 }, { attempt: '1' }])
      expect(
        (await failing.send('POST', 'certification/retake', body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    for (let attempt = 2; attempt <= CERTIFICATION_ATTEMPTS; attempt += 1) {
      expect((await failing.retake(attempt - 1)).statusCode).toBe(200);
      await failing.takeTest(3, attempt);
    }
    const spent = await failing.retake(CERTIFICATION_ATTEMPTS);
    expect([spent.statusCode, spent.json()]).toEqual(refusal(CERTIFICATION_MESSAGES.noAttemptsLeft));
    expect((await stateOf(failing)).standing).toEqual({
      standing: 'NOT_PASSED',
      score: 15,
      attempt: CERTIFICATION_ATTEMPTS,
    });
  });

  it('shows a manager whether the applicant passed, never a bare failing score', async () => {
    const manager = await createUser(h.db, { role: 'manager' });
    const cookie = await sessionFor(h.app, manager.email, manager.password);
    const { cycleId, auditIds } = await createCycleWithAudits(h.db, { audits: 1 });
    const audit = auditIds[0] as number;
    const failed = await auditor();
    await failed.takeTest(4);
    const retaking = await auditor();
    await retaking.takeTest(10);
    await retaking.retake(1);
    for (const applicant of [failed, retaking])
      await createApplication(h.db, applicant.user.id, audit, 'APPLIED');
    const page = (
      await h.app.inject({
        method: 'GET',
        url: `/api/manager/audit_cycle/${cycleId}/applications`,
        headers: { cookie, origin: ORIGIN },
      })
    ).json<ManagedApplicationList>();
    expect(page.applications.map((a) => [a.auditor.id, a.certification])).toEqual([
      [failed.user.id, { standing: 'NOT_PASSED', score: 20, attempt: 1 }],
      [retaking.user.id, { standing: 'TAKING', score: null, attempt: 2 }],
    ]);
  });
});

const DATABASE = process.env.TEST_DATABASE_URL;
const TRIALS = 6;

/**
 * Retakes at once on PostgreSQL, each request on a pooled connection of its own: the retake of
 * one failed attempt sent from four tabs (or a double tap and its resends) starts one new attempt,
 * never two (which would spend the auditor's last attempt); and resends racing the new attempt's
 * first answer leave that answer in place.
 */
describe.runIf(DATABASE)('certification retakes at once on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('postgres');
    await insertQuestions(h);
  });
  afterAll(() => h?.close());

  const attemptRow = (userId: number) =>
    h.db
      .selectFrom('certification_attempts')
      .select(['attempt_number', 'answers', 'score', 'submitted_at'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();

  it.each(Array.from({ length: TRIALS }, (_, trial) => trial))(
    'four retakes of one failed attempt start one attempt (trial %i)',
    async (trial) => {
      const me = await certificationAuditor(h);
      await me.takeTest(5);
      // from the second failed attempt too: a retake applied twice would spend the third
      const from = trial % 2 === 0 ? 1 : 2;
      if (from === 2) {
        await me.retake(1);
        await me.takeTest(5, 2);
      }
      const answers = await Promise.all(Array.from({ length: 4 }, () => me.retake(from)));
      expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await attemptRow(me.user.id)).toEqual({
        attempt_number: from + 1,
        answers: '{}',
        score: null,
        submitted_at: null,
      });
      const raced = await Promise.all([me.answer(1, correct(1), from + 1), me.retake(from), me.retake(from)]);
      expect(raced.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const row = await attemptRow(me.user.id);
      expect([row.attempt_number, JSON.parse(row.answers)]).toEqual([from + 1, { '1': correct(1) }]);
    },
  );
});
