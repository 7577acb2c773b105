import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTION_PLAN_DAYS_MESSAGE,
  type CycleScoring,
  DEFAULT_SCORING_RULES,
  type RescoreResult,
  SCORING_MESSAGES,
  type ScoringRulesBody,
  scoringRulesWire,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { answerChoices, createReportWorld, signInBrandReviewer } from './reportWorld';
import { DIALECTS } from './testDb';

/**
 * A cycle's scoring rules as its brand sets them (decision 0076): read by its reviewers, a new
 * version saved by the PM or the brand's client users over the version they read, and the accepted
 * reports rescored under it only by an explicit act, recorded on the cycle.
 */
describe.each(DIALECTS)('cycle scoring rules on %s', (dialect) => {
  let h: Harness;
  let auditorId: number;
  let qa: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    auditorId = (await createUser(h.db, { role: 'auditor' })).id;
    const user = await createUser(h.db, { role: 'qa' });
    qa = await sessionFor(h.app, user.email, user.password);
  });
  afterAll(() => h?.close());

  /** A cycle with one ACCEPTED report, Yes in Entry (100%) and No in Billing (0%), unscored. */
  async function cycleWithAcceptedReport() {
    const world = await createReportWorld(h.db, auditorId, 'ACCEPTED');
    await answerChoices(h.db, world.storeId, [
      [world.questions.greeted, 'Yes'],
      [world.questions.offers, 'No'],
    ]);
    const client = await signInBrandReviewer(h, world.cycleId);
    const url = `/api/review/cycle/${world.cycleId}/scoring`;
    const read = (cookie = client) => h.app.inject({ url, headers: { cookie } });
    const post = (path: string, payload: object, cookie = client) =>
      h.app.inject({ method: 'POST', url: `${url}${path}`, headers: { cookie, origin: ORIGIN }, payload });
    const rules = (more: Partial<ScoringRulesBody> = {}): ScoringRulesBody => ({
      based_on_version: 0,
      sectionWeights: [
        { section_id: world.sections.entry, weight: 3 },
        { section_id: world.sections.billing, weight: 1 },
      ],
      criticalQuestionIds: [],
      criticalZeroes: 'section',
      bonusQuestionIds: [],
      passMark: 70,
      ...more,
    });
    return {
      ...world,
      client,
      read,
      save: (body: object, cookie = client) => post('', body, cookie),
      post,
      rules,
    };
  }
  const storedScore = (id: number) =>
    h.db.selectFrom('report_scores').selectAll().where('audit_store_id', '=', id).executeTakeFirst();
  const cycleRecord = (cycleId: number) =>
    h.db
      .selectFrom('staff_actions')
      .select(['action', 'before_value', 'after_value'])
      .where('target_type', '=', 'audit_cycle')
      .where('target_id', '=', cycleId)
      .orderBy('id')
      .execute();

  it('is read by the brand and QA, set by the brand alone among them, and not found by another brand', async () => {
    const cycle = await cycleWithAcceptedReport();
    const read = (await cycle.read()).json() as CycleScoring;
    expect(read).toMatchObject({
      rules: scoringRulesWire(DEFAULT_SCORING_RULES),
      versions: [],
      accepted_reports: 1,
      reports_to_rescore: 1,
      can_edit: true,
    });
    expect(read.sections.map((s) => s.id)).toEqual([cycle.sections.entry, cycle.sections.billing]);
    expect(((await cycle.read(qa)).json() as CycleScoring).can_edit).toBe(false);
    expect((await cycle.save(cycle.rules(), qa)).statusCode).toBe(403);
    const other = await cycleWithAcceptedReport();
    expect((await cycle.read(other.client)).statusCode).toBe(404);
    expect((await cycle.save(cycle.rules(), other.client)).statusCode).toBe(404);
    expect((await cycle.post('/rescore', { version: 0 }, other.client)).statusCode).toBe(404);
    expect(await cycleRecord(cycle.cycleId)).toEqual([]);
  });

  it('refuses rules naming what is not the cycle’s, or asking what cannot be, field by field', async () => {
    const cycle = await cycleWithAcceptedReport();
    const other = await cycleWithAcceptedReport();
    const refusal = async (body: object) => {
      const answer = await cycle.save(body);
      expect(answer.statusCode).toBe(400);
      return answer.json() as Record<string, string[]>;
    };
    expect(
      await refusal(cycle.rules({ sectionWeights: [{ section_id: other.sections.entry, weight: 2 }] })),
    ).toEqual({
      sectionWeights: [SCORING_MESSAGES.notInCycle],
    });
    expect(await refusal(cycle.rules({ criticalQuestionIds: [other.questions.greeted] }))).toEqual({
      criticalQuestionIds: [SCORING_MESSAGES.notInCycle],
    });
    expect(await refusal(cycle.rules({ bonusQuestionIds: [cycle.questions.staffName] }))).toEqual({
      bonusQuestionIds: [SCORING_MESSAGES.notScored],
    });
    const both = [cycle.questions.greeted];
    expect(await refusal(cycle.rules({ criticalQuestionIds: both, bonusQuestionIds: both }))).toEqual({
      bonusQuestionIds: [SCORING_MESSAGES.criticalAndBonus],
    });
    expect(Object.keys(await refusal(cycle.rules({ passMark: 101 })))).toEqual(['passMark']);
    expect(await refusal(cycle.rules({ actionPlanDays: 0 }))).toEqual({
      actionPlanDays: [ACTION_PLAN_DAYS_MESSAGE],
    });
    expect(await refusal(cycle.rules({ actionPlanDays: 2.5 }))).toEqual({
      actionPlanDays: [ACTION_PLAN_DAYS_MESSAGE],
    });
    expect(((await cycle.read()).json() as CycleScoring).versions).toEqual([]);
  });

  it('saves versions over the one read, and only an explicit rescore writes over a stored score', async () => {
    const cycle = await cycleWithAcceptedReport();
    const saved = await cycle.save(cycle.rules({ actionPlanDays: 21 }));
    expect(saved.statusCode).toBe(200);
    const read = saved.json() as CycleScoring;
    expect(read.rules).toMatchObject({ version: 1, passMark: 70, actionPlanDays: 21 });
    expect(read.versions).toEqual([
      { version: 1, saved_at: expect.any(String), saved_by: expect.any(String) },
    ]);
    // an editor who read version 0 meanwhile is told to reload, and nothing is saved
    expect((await cycle.save(cycle.rules({ passMark: 50 }))).json()).toEqual({
      non_field_errors: [SCORING_MESSAGES.stale],
    });
    // the report accepted before any rules has no stored score: the rescore under version 1 gives it one
    expect(await storedScore(cycle.storeId)).toBeUndefined();
    expect((await cycle.post('/rescore', { version: 0 })).json()).toEqual({
      non_field_errors: [SCORING_MESSAGES.stale],
    });
    const rescored = await cycle.post('/rescore', { version: 1 });
    expect(rescored.json()).toEqual({ version: 1, rescored: 1 } satisfies RescoreResult);
    expect(await storedScore(cycle.storeId)).toMatchObject({
      rules_version: 1,
      score_milli: 75_000,
      passed: 1,
    });

    // version 2 makes Billing's question critical for the whole report: the stored 75% stands
    // until a rescore
    const critical = cycle.rules({
      based_on_version: 1,
      criticalQuestionIds: [cycle.questions.offers],
      criticalZeroes: 'report',
    });
    expect((await cycle.save(critical)).statusCode).toBe(200);
    expect(await storedScore(cycle.storeId)).toMatchObject({ rules_version: 1, score_milli: 75_000 });
    expect(((await cycle.read()).json() as CycleScoring).reports_to_rescore).toBe(1);
    expect((await cycle.post('/rescore', { version: 2 })).json()).toEqual({ version: 2, rescored: 1 });
    expect(await storedScore(cycle.storeId)).toMatchObject({ rules_version: 2, score_milli: 0, passed: 0 });
    expect(((await cycle.read()).json() as CycleScoring).reports_to_rescore).toBe(0);
    expect((await cycleRecord(cycle.cycleId)).map((entry) => [entry.action, entry.before_value])).toEqual([
      ['scoring_rules.save', null],
      ['scoring_rules.rescore', '{"none":1}'],
      ['scoring_rules.save', null],
      ['scoring_rules.rescore', '{"1":1}'],
    ]);
  });

  it('of two editors saving over one version at once, one saves and the other is told to reload', async () => {
    const cycle = await cycleWithAcceptedReport();
    const second = await signInBrandReviewer(h, cycle.cycleId);
    const answers = await Promise.all([
      cycle.save(cycle.rules({ passMark: 60 })),
      cycle.save(cycle.rules({ passMark: 80 }), second),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((a) => a.statusCode === 400);
    expect(refused?.json()).toEqual({ non_field_errors: [SCORING_MESSAGES.stale] });
    expect(((await cycle.read()).json() as CycleScoring).versions).toHaveLength(1);
  });
});
