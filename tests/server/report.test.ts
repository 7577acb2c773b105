import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { attachProof, createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';
import { daysFromToday } from './world';

function caller(app: FastifyInstance, cookie: string) {
  return {
    get: (url: string) => app.inject({ url: `/api/auditor/${url}`, headers: { cookie } }),
    post: (url: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/auditor/${url}`,
        headers: { cookie, origin: ORIGIN },
        payload: payload as object,
      }),
  };
}

describe.each(DIALECTS)('report calls on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  async function auditor() {
    const user = await createUser(h.db);
    return { user, api: caller(h.app, await sessionFor(h.app, user.email, user.password)) };
  }

  it('lists and shows only the auditor own audit stores; others are 404', async () => {
    const me = await auditor();
    const other = await auditor();
    const world = await createReportWorld(h.db, me.user.id, 'ASSIGNED', daysFromToday(3));
    const list = await me.api.get('audit_store');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((s: { id: number }) => s.id)).toEqual([world.storeId]);
    const detail = (await me.api.get(`audit_store/${world.storeId}`)).json();
    expect(detail).toMatchObject({
      status: 'ASSIGNED',
      get_date_diff: -3,
      earnings_per_audit: 500,
      reimbursement: 100,
      manager_info_list: [{ name: 'Ravi', mobile: '9800000000' }],
      report_submission_time: '00:00:00',
      audit: { audit_cycle: { audit_report_summary: true } },
    });
    expect((await other.api.get(`audit_store/${world.storeId}`)).statusCode).toBe(404);
    expect((await other.api.get(`audit_store/${world.storeId}/section`)).statusCode).toBe(404);
    expect((await other.api.post(`audit_store/${world.storeId}/acknowledge`, {})).statusCode).toBe(404);
    expect((await other.api.get('audit_store')).json()).toEqual([]);
  });

  it('agrees to an assigned audit once; replaying Agree changes nothing; closed ones refuse', async () => {
    const me = await auditor();
    const world = await createReportWorld(h.db, me.user.id, 'ASSIGNED');
    const first = await me.api.post(`audit_store/${world.storeId}/acknowledge`, {});
    expect(first.json()).toEqual({ detail: REPORT_MESSAGES.acknowledged });
    expect((await me.api.post(`audit_store/${world.storeId}/acknowledge`, {})).statusCode).toBe(200);
    expect((await me.api.get(`audit_store/${world.storeId}`)).json().status).toBe('ACKNOWLEDGED');
    const done = await createReportWorld(h.db, me.user.id, 'SUBMITTED');
    const refused = await me.api.post(`audit_store/${done.storeId}/acknowledge`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([REPORT_MESSAGES.notAcknowledgeable]);
  });

  it('saves answers as idempotent upserts and keeps the completion percentage', async () => {
    const me = await auditor();
    const w = await createReportWorld(h.db, me.user.id);
    const answer = { audit_store: w.storeId, answer_text: ['Yes'], status: true };
    const saved = await me.api.post(`question/${w.questions.greeted}/answer`, answer);
    expect(saved.json()).toEqual({ detail: REPORT_MESSAGES.dataSaved, completion_percentage: 33 });
    // the same request replayed (a lost response) leaves one answer with the same value
    expect(
      (await me.api.post(`question/${w.questions.greeted}/answer`, answer)).json().completion_percentage,
    ).toBe(33);
    await me.api.post(`question/${w.questions.offers}/answer`, {
      audit_store: w.storeId,
      answer_text: ['Yes', 'No'],
      status: true,
    });
    const answers = (await me.api.get(`audit_store/${w.storeId}/answer`)).json();
    expect(answers).toHaveLength(2);
    expect(answers.find((a: { question: number }) => a.question === w.questions.offers).answer_text).toEqual([
      'Yes',
      'No',
    ]);
    // clearing an answer
    const cleared = await me.api.post(`question/${w.questions.offers}/answer`, {
      audit_store: w.storeId,
      answer_text: ['Yes'],
      status: false,
    });
    expect(cleared.json().completion_percentage).toBe(33);
    expect((await me.api.get(`audit_store/${w.storeId}`)).json().completion_percentage).toBe(33);
  });

  it('takes the whole question state in one answer call, so replays in any order end the same', async () => {
    const me = await auditor();
    const w = await createReportWorld(h.db, me.user.id);
    const url = `question/${w.questions.greeted}/answer`;
    const na = { audit_store: w.storeId, answer_text: [], status: false, not_applicable: true };
    const yes = { audit_store: w.storeId, answer_text: ['Yes'], status: true, not_applicable: false };
    await me.api.post(url, yes);
    await me.api.post(url, na);
    let [a] = (await me.api.get(`audit_store/${w.storeId}/answer`)).json();
    expect(a).toMatchObject({ answer_text: [], not_applicable: true, status: false });
    await me.api.post(url, yes);
    [a] = (await me.api.get(`audit_store/${w.storeId}/answer`)).json();
    expect(a).toMatchObject({ answer_text: ['Yes'], not_applicable: false, status: true });
    // unticking N/A without an answer leaves an unanswered question
    await me.api.post(url, na);
    await me.api.post(url, { audit_store: w.storeId, answer_text: [], status: false, not_applicable: false });
    [a] = (await me.api.get(`audit_store/${w.storeId}/answer`)).json();
    expect(a).toMatchObject({ answer_text: [], not_applicable: false });
    expect((await me.api.get(`audit_store/${w.storeId}`)).json().completion_percentage).toBe(0);
  });

  it('Not Applicable replaces the answer and counts as answered; comments are saved', async () => {
    const me = await auditor();
    const w = await createReportWorld(h.db, me.user.id);
    await me.api.post(`question/${w.questions.greeted}/answer`, {
      audit_store: w.storeId,
      answer_text: ['No'],
      status: true,
    });
    const na = await me.api.post(`audit_store/${w.storeId}/question/${w.questions.greeted}/not_applicable`, {
      not_applicable: true,
    });
    expect(na.json()).toEqual({ detail: REPORT_MESSAGES.notApplicableSaved, completion_percentage: 33 });
    const comment = await me.api.post(`question/${w.questions.greeted}/answer_comment`, {
      audit_store_id: w.storeId,
      question_id: w.questions.greeted,
      answer_comment: 'Nobody at the door',
    });
    expect(comment.statusCode).toBe(200);
    const [a] = (await me.api.get(`audit_store/${w.storeId}/answer`)).json();
    expect(a).toMatchObject({ answer_text: [], not_applicable: true, answer_comment: 'Nobody at the door' });
  });

  it('refuses edits outside ACKNOWLEDGED, foreign questions and bad payloads without a 500', async () => {
    const me = await auditor();
    const assigned = await createReportWorld(h.db, me.user.id, 'ASSIGNED');
    const refused = await me.api.post(`question/${assigned.questions.greeted}/answer`, {
      audit_store: assigned.storeId,
      answer_text: ['Yes'],
      status: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([REPORT_MESSAGES.notEditable]);
    const w = await createReportWorld(h.db, me.user.id);
    const foreignQuestion = await me.api.post(`question/${assigned.questions.greeted}/answer`, {
      audit_store: w.storeId,
      answer_text: ['Yes'],
      status: true,
    });
    expect(foreignQuestion.statusCode).toBe(404);
    const bad = await me.api.post(`question/${w.questions.greeted}/answer`, {
      audit_store: w.storeId,
      answer_text: 'Yes',
      status: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['answer_text', 'status']));
    const longSummary = await me.api.post(`audit_store/${w.storeId}/report_summary`, {
      report_summary: 'x'.repeat(4097),
    });
    expect(longSummary.statusCode).toBe(400);
    expect(longSummary.json().report_summary).toEqual(['At most 4096 characters.']);
    expect((await me.api.get('audit_store/abc')).statusCode).toBe(400);
  });

  it('submits only when every check passes, then the report is read-only', async () => {
    const me = await auditor();
    const w = await createReportWorld(h.db, me.user.id);
    const empty = await me.api.post(`audit_store/${w.storeId}/submit`, { report_submission_time: '0:12:30' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().non_field_errors).toEqual([
      'Entry: 2 questions are not answered.',
      'Entry: the section comment needs at least 150 characters.',
      'Entry: attach at least 1 proof file(s).',
      'Entry: the mandatory proof "Store front" is missing.',
      'Billing: 1 question is not answered.',
      'The report summary needs at least 150 characters.',
    ]);
    // each with where it is fixed, so the page links every one
    const w0 = w.sections;
    expect(empty.json().problem_targets).toEqual([
      `question:${w0.entry}:${w.questions.greeted}`,
      `section:${w0.entry}`,
      `section:${w0.entry}`,
      `section:${w0.entry}`,
      `question:${w0.billing}:${w.questions.offers}`,
      'summary',
    ]);
    const s = w.storeId;
    await me.api.post(`question/${w.questions.greeted}/answer`, {
      audit_store: s,
      answer_text: ['No'],
      status: true,
    });
    await me.api.post(`question/${w.questions.staffName}/answer`, {
      audit_store: s,
      answer_text: ['Priya'],
      status: true,
    });
    await me.api.post(`question/${w.questions.offers}/answer`, {
      audit_store: s,
      answer_text: ['Yes'],
      status: true,
    });
    await me.api.post(`section/${w.sections.entry}/comment`, {
      audit_store: s,
      auditor_comment: 'c'.repeat(150),
    });
    await me.api.post(`audit_store/${s}/report_summary`, { report_summary: 's'.repeat(150) });
    await attachProof(h.db, me.user.id, s, w.sections.entry, w.tagId);
    const needsComment = await me.api.post(`audit_store/${s}/submit`, { report_submission_time: '0:12:30' });
    expect(needsComment.json().non_field_errors).toEqual(['Entry: 1 answer needs a comment.']);
    await me.api.post(`question/${w.questions.greeted}/answer_comment`, {
      audit_store_id: s,
      question_id: w.questions.greeted,
      answer_comment: 'No greeting at all',
    });
    const ok = await me.api.post(`audit_store/${s}/submit`, { report_submission_time: '0:12:30' });
    expect(ok.json()).toEqual({ detail: REPORT_MESSAGES.submitted });
    // the step is recorded with the status it left: the payment timeline reads it (decision 0020)
    const recorded = await h.db
      .selectFrom('audit_store_status_changes')
      .select(['from_status', 'to_status'])
      .where('audit_store_id', '=', s)
      .execute();
    expect(recorded).toEqual([{ from_status: 'ACKNOWLEDGED', to_status: 'SUBMITTED' }]);
    const after = (await me.api.get(`audit_store/${s}`)).json();
    expect(after).toMatchObject({
      status: 'SUBMITTED',
      report_submission_time: '00:12:30',
      completion_percentage: 100,
    });
    const late = await me.api.post(`question/${w.questions.staffName}/answer`, {
      audit_store: s,
      answer_text: ['Other'],
      status: true,
    });
    expect(late.json().non_field_errors).toEqual([REPORT_MESSAGES.notEditable]);
    // the rating after submit
    expect((await me.api.post(`audit_store/${s}/nps_section`, { nps_section: 11 })).statusCode).toBe(400);
    expect((await me.api.post(`audit_store/${s}/nps_section`, { nps_section: 9 })).json()).toEqual({
      detail: REPORT_MESSAGES.ratingSubmitted,
    });
    const feedback = { audit_understanding: 4, coordination: 5, portal_accessibility: 'Smooth' };
    expect(
      (await me.api.post(`audit_store/${s}/report_feedback`, { ...feedback, coordination: 6 })).statusCode,
    ).toBe(400);
    expect((await me.api.post(`audit_store/${s}/report_feedback`, feedback)).statusCode).toBe(200);
    expect((await me.api.get(`audit_store/${s}/report_feedback`)).json()).toEqual(feedback);
  });

  it('applies the audit-date rules to submit', async () => {
    const me = await auditor();
    const early = await createReportWorld(h.db, me.user.id, 'ACKNOWLEDGED', daysFromToday(1));
    expect(
      (await me.api.post(`audit_store/${early.storeId}/submit`, { report_submission_time: '0:1:0' })).json()
        .non_field_errors,
    ).toEqual([REPORT_MESSAGES.submitTooEarly]);
    const late = await createReportWorld(h.db, me.user.id, 'ACKNOWLEDGED', daysFromToday(-3));
    expect(
      (await me.api.post(`audit_store/${late.storeId}/submit`, { report_submission_time: '0:1:0' })).json()
        .non_field_errors,
    ).toEqual([REPORT_MESSAGES.submitTooLate]);
  });

  it('withdraws only before the audit date and with a reason', async () => {
    const me = await auditor();
    const tomorrow = await createReportWorld(h.db, me.user.id, 'ASSIGNED', daysFromToday(1));
    const blank = await me.api.post(`audit_store/${tomorrow.storeId}/withdraw`, { message: '   ' });
    expect(blank.json()).toEqual({ message: [REPORT_MESSAGES.emptyWithdrawMessage] });
    expect(
      (await me.api.post(`audit_store/${tomorrow.storeId}/withdraw`, { message: 'Travelling' })).statusCode,
    ).toBe(200);
    expect((await me.api.get(`audit_store/${tomorrow.storeId}`)).json().status).toBe('AUDITOR_WITHDRAWN');
    const today = await createReportWorld(h.db, me.user.id, 'ACKNOWLEDGED', daysFromToday(0));
    expect(
      (await me.api.post(`audit_store/${today.storeId}/withdraw`, { message: 'Ill' })).json()
        .non_field_errors,
    ).toEqual([REPORT_MESSAGES.withdrawTooLate]);
    const concerns = await h.db
      .selectFrom('concerns')
      .selectAll()
      .where('audit_store_id', '=', tomorrow.storeId)
      .execute();
    expect(concerns.map((c) => [c.kind, c.message])).toEqual([['WITHDRAWAL', 'Travelling']]);
  });

  it('marks an audit not performed as FAILED and records concerns with their reason', async () => {
    const me = await auditor();
    const w = await createReportWorld(h.db, me.user.id);
    expect((await me.api.post(`audit_store/${w.storeId}/report_concern`, { message: ' ' })).json()).toEqual({
      message: [REPORT_MESSAGES.emptyConcern],
    });
    expect(
      (await me.api.post(`audit_store/${w.storeId}/report_concern`, { message: 'x'.repeat(4097) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await me.api.post(`audit_store/${w.storeId}/report_concern`, { message: 'Store closed' })).json(),
    ).toEqual({ detail: REPORT_MESSAGES.concernThanks });
    expect(
      (await me.api.post(`audit_store/${w.storeId}/fail`, { message: 'Store was shut' })).statusCode,
    ).toBe(200);
    expect((await me.api.get(`audit_store/${w.storeId}`)).json().status).toBe('FAILED');
    expect((await me.api.post(`audit_store/${w.storeId}/fail`, { message: 'again' })).statusCode).toBe(400);
  });

  it('stores logout timers, keeping the larger value, and refuses foreign ids', async () => {
    const me = await auditor();
    const other = await auditor();
    const w = await createReportWorld(h.db, me.user.id);
    expect(
      (
        await me.api.post('audit_store/report_submission_time', [
          { audit_store_id: w.storeId, report_submission_time: '1:02:03' },
        ])
      ).statusCode,
    ).toBe(200);
    await me.api.post('audit_store/report_submission_time', [
      { audit_store_id: w.storeId, report_submission_time: '0:00:09' },
    ]);
    expect((await me.api.get(`audit_store/${w.storeId}`)).json().report_submission_time).toBe('01:02:03');
    expect(
      (
        await other.api.post('audit_store/report_submission_time', [
          { audit_store_id: w.storeId, report_submission_time: '9:00:00' },
        ])
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await me.api.post('audit_store/report_submission_time', [
          { audit_store_id: w.storeId, report_submission_time: 'soon' },
        ])
      ).statusCode,
    ).toBe(400);
  });

  it('answers 403 without a session', async () => {
    for (const url of [
      '/api/auditor/audit_store',
      '/api/auditor/audit_store/1/section',
      '/api/auditor/audit_store/1/answer',
    ]) {
      expect((await h.app.inject({ url })).statusCode).toBe(403);
    }
  });
});
