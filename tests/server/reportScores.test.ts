import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReviewReport,
  type StoredScoringRules,
  scoreQuestionnaire,
  scoringRulesFrom,
} from '../../src/contract';
import { loadAnswers, loadQuestionnaire } from '../../src/server/domain/reportData';
import { rulesInForce, scoreAcceptedReport } from '../../src/server/domain/review/reportScoring';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { answerChoices, createReportWorld, signInBrandReviewer } from './reportWorld';
import { DIALECTS } from './testDb';

/**
 * A report's score is written when the client accepts it, under the brand's rules in force then
 * (decision 0075): the figure a brand reads from the moment of the accept, equal to the marks of
 * the raw answers, and never changed by a later version of the rules.
 */
describe.each(DIALECTS)('report scores on %s', (dialect) => {
  let h: Harness;
  let auditorId: number;

  beforeAll(async () => {
    h = await startHarness(dialect);
    auditorId = (await createUser(h.db, { role: 'auditor' })).id;
  });
  afterAll(() => h?.close());

  /**
   * A report in client review answered Yes in Entry (5 of 5: 100%) and No in Billing (0 of 5:
   * 0%), with a reviewer of its brand signed in.
   */
  async function reportInClientReview() {
    const world = await createReportWorld(h.db, auditorId, 'COMPLETED');
    await h.db
      .updateTable('audit_stores')
      .set({ submitted_at: new Date().toISOString() })
      .where('id', '=', world.storeId)
      .execute();
    await answerChoices(h.db, world.storeId, [
      [world.questions.greeted, 'Yes'],
      [world.questions.offers, 'No'],
    ]);
    const cookie = await signInBrandReviewer(h, world.cycleId);
    const accept = () =>
      h.app.inject({
        method: 'POST',
        url: `/api/review/report/${world.storeId}/accept`,
        headers: { cookie, origin: ORIGIN },
      });
    const read = async () => {
      const response = await h.app.inject({
        url: `/api/review/report/${world.storeId}`,
        headers: { cookie },
      });
      return response.json() as ReviewReport;
    };
    return { ...world, accept, read };
  }
  /** The score the review screen shows: the contract's function under the rules the server names. */
  const screenScore = (read: ReviewReport) =>
    scoreQuestionnaire(scoringRulesFrom(read.scoring_rules), read.questionnaire, read.answers);
  const setRules = (cycleId: number, version: number, rules: StoredScoringRules) =>
    h.db
      .insertInto('scoring_rules')
      .values({
        audit_cycle_id: cycleId,
        version,
        rules: JSON.stringify(rules),
        created_at: new Date().toISOString(),
      })
      .execute();
  const storedScore = (id: number) =>
    h.db.selectFrom('report_scores').selectAll().where('audit_store_id', '=', id).executeTakeFirst();

  it('is written at the client’s accept under the default rules: the mean of its sections', async () => {
    const report = await reportInClientReview();
    expect(await storedScore(report.storeId)).toBeUndefined();
    expect((await report.accept()).statusCode).toBe(200);
    expect(await storedScore(report.storeId)).toMatchObject({
      rules_version: 0,
      score_milli: 50_000,
      passed: 0,
    });
    const sections = JSON.parse((await storedScore(report.storeId))?.sections ?? '[]');
    // each scored question's [id, earned, possible], for the brand's questions view
    expect(sections).toEqual([
      {
        section_id: report.sections.entry,
        weight: 1,
        percent: 100,
        questions: [[report.questions.greeted, 5, 5]],
      },
      {
        section_id: report.sections.billing,
        weight: 1,
        percent: 0,
        questions: [[report.questions.offers, 0, 5]],
      },
    ]);
  });

  it('is scored under the newest rules at the accept, and a later version never changes it', async () => {
    const report = await reportInClientReview();
    const weighted: StoredScoringRules = {
      sectionWeights: [
        { section_id: report.sections.entry, weight: 3 },
        { section_id: report.sections.billing, weight: 1 },
      ],
      criticalQuestionIds: [],
      criticalZeroes: 'section',
      bonusQuestionIds: [],
      passMark: 70,
    };
    await setRules(report.cycleId, 1, weighted);
    expect((await report.accept()).statusCode).toBe(200);
    expect(await storedScore(report.storeId)).toMatchObject({
      rules_version: 1,
      score_milli: 75_000,
      passed: 1,
    });

    // version 2 makes Billing's question critical for the whole report: it would score 0 now
    await setRules(report.cycleId, 2, {
      ...weighted,
      criticalQuestionIds: [report.questions.offers],
      criticalZeroes: 'report',
    });
    const now = await rulesInForce(h.db, report.cycleId);
    const [questionnaire, answers] = [
      await loadQuestionnaire(h.db, report.cycleId),
      await loadAnswers(h.db, report.storeId),
    ];
    expect(scoreQuestionnaire(now, questionnaire, answers)).toMatchObject({ rulesVersion: 2, percent: 0 });
    // a second accept's writing (the schedule's, a retry) leaves the score of the accept
    await scoreAcceptedReport(h.db, report.storeId, report.cycleId, new Date());
    expect(await storedScore(report.storeId)).toMatchObject({ rules_version: 1, score_milli: 75_000 });
    // and the review screen reads it under the version it was stored under, not the one in force
    const read = await report.read();
    expect(read.scoring_rules.version).toBe(1);
    expect(screenScore(read)).toMatchObject({ rulesVersion: 1, percent: 75, passed: true });
  });

  it('is written when the PM’s accept is final, for a brand with no reviewer of its own', async () => {
    const world = await createReportWorld(h.db, auditorId, 'PM_REVIEW');
    await answerChoices(h.db, world.storeId, [
      [world.questions.greeted, 'Yes'],
      [world.questions.offers, 'No'],
    ]);
    const pm = await createUser(h.db, { role: 'pm' });
    const cookie = await sessionFor(h.app, pm.email, pm.password);
    const accepted = await h.app.inject({
      method: 'POST',
      url: `/api/review/report/${world.storeId}/accept`,
      headers: { cookie, origin: ORIGIN },
    });
    expect(accepted.json()).toMatchObject({ status: 'ACCEPTED' });
    expect(await storedScore(world.storeId)).toMatchObject({ rules_version: 0, score_milli: 50_000 });
  });

  it('is shown under the rules in force while the report is still in review', async () => {
    const report = await reportInClientReview();
    await setRules(report.cycleId, 1, {
      sectionWeights: [],
      criticalQuestionIds: [report.questions.offers],
      criticalZeroes: 'section',
      bonusQuestionIds: [],
      passMark: 40,
    });
    const read = await report.read();
    expect(read.scoring_rules.version).toBe(1);
    // Billing's critical question not met: its section 0, the report (100 + 0) / 2, a pass at 40
    expect(screenScore(read)).toMatchObject({ percent: 50, passed: true });
    expect(screenScore(read).sections[1]).toMatchObject({ zeroedByCritical: true, percent: 0 });
  });
});
