import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  DEFAULT_SCORING_RULES,
  paymentDueDate,
  REVIEW_MESSAGES,
  type ReportSection,
  type ReviewQueue,
  type ReviewReport,
  type StaffAction,
  scoreQuestionnaire,
  scoringRulesFrom,
  scoringRulesWire,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { attachProof, createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';
import { temporaryDataDir } from './uploads';

/**
 * Report review (decision 0025): each stage by its role (QA → PM → client), the reviewer's whole
 * report with its score, send back with messages the auditor then sees, the client's own reports
 * only, the PENDING payment on the client's accept, refusals once a report moved on, two reviewers
 * at once.
 */
describe.each(DIALECTS)('report review on %s', (dialect) => {
  let h: Harness;
  const cookies: Record<'qa' | 'pm' | 'client' | 'stranger' | 'auditor', string> = {
    qa: '',
    pm: '',
    client: '',
    stranger: '',
    auditor: '',
  };
  let auditorId: number;
  const call = (who: keyof typeof cookies, method: 'GET' | 'POST', path: string, body?: object) =>
    h.app.inject({
      method,
      url: `/api/review/${path}`,
      headers: { cookie: cookies[who], origin: ORIGIN },
      ...(body ? { payload: body } : {}),
    });
  const statusOf = async (id: number) =>
    (await h.db.selectFrom('audit_stores').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;

  /** A SUBMITTED report with two scored answers: Yes (5 of 5) in Entry, nothing in Billing (0 of 5). */
  async function submittedReport() {
    const world = await createReportWorld(h.db, auditorId, 'SUBMITTED');
    const submittedAt = '2026-10-31T20:00:00.000Z'; // 1 November in India
    await h.db
      .updateTable('audit_stores')
      .set({ submitted_at: submittedAt })
      .where('id', '=', world.storeId)
      .execute();
    await h.db
      .insertInto('answers')
      .values({
        audit_store_id: world.storeId,
        question_id: world.questions.greeted,
        answer_text: JSON.stringify(['Yes']),
        status: 1,
        updated_at: submittedAt,
      })
      .execute();
    const clientId = (
      await h.db
        .selectFrom('audit_cycles')
        .select('client_id')
        .where('id', '=', world.cycleId)
        .executeTakeFirstOrThrow()
    ).client_id;
    return { ...world, clientId, submittedAt };
  }

  async function session(role: 'qa' | 'pm' | 'client', clientId: number | null = null) {
    const user = await createUser(h.db, { role });
    await h.db.updateTable('users').set({ client_id: clientId }).where('id', '=', user.id).execute();
    return sessionFor(h.app, user.email, user.password);
  }

  let data: Awaited<ReturnType<typeof temporaryDataDir>>;
  beforeAll(async () => {
    data = await temporaryDataDir();
    h = await startHarness(dialect, { DATA_DIR: data.dir });
    const auditor = await createUser(h.db);
    auditorId = auditor.id;
    cookies.auditor = await sessionFor(h.app, auditor.email, auditor.password);
    cookies.qa = await session('qa');
    cookies.pm = await session('pm');
  });
  afterAll(async () => {
    await h?.close();
    await data?.remove();
  });

  it('moves a report QA → sent back → QA → PM → client → ACCEPTED with its payment', async () => {
    const report = await submittedReport();
    cookies.client = await session('client', report.clientId);
    cookies.stranger = await session('client', (await submittedReport()).clientId);
    const id = report.storeId;

    const queue = (await call('qa', 'GET', 'report')).json() as ReviewQueue;
    expect(queue.reports.map((r) => r.id)).toContain(id);
    expect(
      ((await call('pm', 'GET', 'report')).json() as ReviewQueue).reports.map((r) => r.id),
    ).not.toContain(id);

    const read = (await call('qa', 'GET', `report/${id}`)).json() as ReviewReport;
    expect(read).toMatchObject({ can_accept: true, can_send_back: true, can_reject: false });
    // the brand set no rules: the defaults, under which the screen scores it (decision 0075).
    // Entry: greeted Yes 5/5 (the hidden question, unanswered, left out); Billing: its one
    // question unanswered, so nothing in it is scored and it takes no part
    expect(read.scoring_rules).toEqual(scoringRulesWire(DEFAULT_SCORING_RULES));
    const score = scoreQuestionnaire(scoringRulesFrom(read.scoring_rules), read.questionnaire, read.answers);
    expect(score.percent).toBe(100);
    expect(score.sections.map((s) => [s.sectionId, s.earned, s.possible, s.percent])).toEqual([
      [report.sections.entry, 5, 5, 100],
      [report.sections.billing, 0, 0, null],
    ]);
    // the client does not see it before its stage
    expect((await call('client', 'GET', `report/${id}`)).statusCode).toBe(404);

    const sent = await call('qa', 'POST', `report/${id}/send_back`, {
      questions: [{ id: report.questions.greeted, message: 'Say who greeted you.' }],
      sections: [{ id: report.sections.billing, message: 'Add the bill.' }],
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'ACKNOWLEDGED', report_revert_count: 1, payment_id: null });
    // the auditor sees each message where it belongs
    const auditorGet = (path: string) =>
      h.app.inject({ url: `/api/auditor/audit_store/${id}/${path}`, headers: { cookie: cookies.auditor } });
    const answers = (await auditorGet('answer')).json() as Answer[];
    // with what each flagged item held as it went back, so the page can tell when it has changed
    const flaggedYes = { answer_text: ['Yes'], not_applicable: false, answer_comment: '' };
    expect(answers.find((a) => a.question === report.questions.greeted)).toMatchObject({
      answer_text: ['Yes'],
      revert_message: 'Say who greeted you.',
      flagged: flaggedYes,
    });
    const sections = (await auditorGet('report_section')).json() as ReportSection[];
    expect(sections.find((s) => s.section === report.sections.billing)).toMatchObject({
      revert_message: 'Add the bill.',
      flagged_comment: '',
    });
    // the auditor's change leaves the snapshot as it was: the fix list compares the two
    const changed = await h.app.inject({
      method: 'POST',
      url: `/api/auditor/question/${report.questions.greeted}/answer`,
      headers: { cookie: cookies.auditor, origin: ORIGIN },
      payload: { audit_store: id, answer_text: ['No'], status: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = ((await auditorGet('answer')).json() as Answer[]).find(
      (a) => a.question === report.questions.greeted,
    );
    expect(after).toMatchObject({ answer_text: ['No'], flagged: flaggedYes });
    await h.app.inject({
      method: 'POST',
      url: `/api/auditor/question/${report.questions.greeted}/answer`,
      headers: { cookie: cookies.auditor, origin: ORIGIN },
      payload: { audit_store: id, answer_text: ['Yes'], status: true },
    });
    // a page left open after it moved on
    const again = await call('qa', 'POST', `report/${id}/accept`);
    expect(again.statusCode).toBe(404);

    // the auditor submits again
    await h.db.updateTable('audit_stores').set({ status: 'SUBMITTED' }).where('id', '=', id).execute();
    expect((await call('pm', 'POST', `report/${id}/accept`)).json()).toEqual({
      non_field_errors: [REVIEW_MESSAGES.movedOn],
    });
    expect((await call('qa', 'POST', `report/${id}/accept`)).json()).toMatchObject({ status: 'PM_REVIEW' });
    expect((await call('pm', 'POST', `report/${id}/accept`)).json()).toMatchObject({ status: 'COMPLETED' });
    expect((await call('stranger', 'GET', `report/${id}`)).statusCode).toBe(404);
    expect((await call('stranger', 'POST', `report/${id}/accept`)).statusCode).toBe(404);
    const clientQueue = (await call('client', 'GET', 'report')).json() as ReviewQueue;
    expect(clientQueue.reports.map((r) => r.id)).toEqual([id]);

    const accepted = (await call('client', 'POST', `report/${id}/accept`)).json() as { payment_id: number };
    expect(accepted).toMatchObject({ status: 'ACCEPTED' });
    const payment = await h.db
      .selectFrom('payments')
      .selectAll()
      .where('audit_store_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({
      id: accepted.payment_id,
      auditor_id: auditorId,
      status: 'PENDING',
      amount_paise: 50_000,
      reimbursement_paise: 10_000,
      payment_due_date: paymentDueDate(report.submittedAt),
    });
    // submitted on 1 November in India (31 October in UTC): 45 days after 30 November
    expect(payment.payment_due_date).toBe('2027-01-14');

    const history = (await call('qa', 'GET', `report/${id}/history`)).json() as { actions: StaffAction[] };
    expect(history.actions.map((a) => a.action)).toEqual([
      'review.accept',
      'review.accept',
      'review.accept',
      'review.send_back',
    ]);
    const changes = await h.db
      .selectFrom('audit_store_status_changes')
      .select(['to_status'])
      .where('audit_store_id', '=', id)
      .orderBy('id')
      .execute();
    expect(changes.map((c) => c.to_status)).toEqual(['ACKNOWLEDGED', 'PM_REVIEW', 'COMPLETED', 'ACCEPTED']);
  });

  it("a reject or send back of a report that does not exist, or is another brand's, is not found for any role", async () => {
    const report = await submittedReport();
    const otherBrand = await submittedReport();
    const client = await session('client', report.clientId);
    const asClient = (path: string, body?: object) =>
      h.app.inject({
        method: 'POST',
        url: `/api/review/${path}`,
        headers: { cookie: client, origin: ORIGIN },
        ...(body ? { payload: body } : {}),
      });
    const missing = 2_000_000_000;
    const sendBack = { sections: [{ id: report.sections.entry, message: 'x' }] };
    expect((await call('qa', 'POST', `report/${missing}/reject`)).statusCode).toBe(404);
    expect((await asClient(`report/${missing}/send_back`, sendBack)).statusCode).toBe(404);
    expect((await asClient(`report/${otherBrand.storeId}/send_back`, sendBack)).statusCode).toBe(404);
    expect((await asClient(`report/${otherBrand.storeId}/reject`)).statusCode).toBe(404);
    // one the role may see but not reject is still told it is not at its stage
    expect((await call('qa', 'POST', `report/${report.storeId}/reject`)).json()).toEqual({
      non_field_errors: [REVIEW_MESSAGES.movedOn],
    });
  });

  it('refuses a send back without messages, with foreign ids, or by the client; the client may reject', async () => {
    const report = await submittedReport();
    const id = report.storeId;
    const empty = await call('qa', 'POST', `report/${id}/send_back`, { questions: [], sections: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(REVIEW_MESSAGES.noMessage);
    const foreign = await call('qa', 'POST', `report/${id}/send_back`, {
      questions: [{ id: 999_999, message: 'x' }],
    });
    expect(foreign.json()).toEqual({ questions: [REVIEW_MESSAGES.notInReport] });
    const blank = await call('qa', 'POST', `report/${id}/send_back`, {
      questions: [{ id: report.questions.greeted, message: '   ' }],
    });
    expect(blank.statusCode).toBe(400);
    expect(await statusOf(id)).toBe('SUBMITTED');
    expect((await call('qa', 'POST', `report/${id}/reject`)).statusCode).toBe(400);

    await h.db.updateTable('audit_stores').set({ status: 'COMPLETED' }).where('id', '=', id).execute();
    const client = await session('client', report.clientId);
    const asClient = (method: 'GET' | 'POST', path: string, body?: object) =>
      h.app.inject({
        method,
        url: `/api/review/${path}`,
        headers: { cookie: client, origin: ORIGIN },
        ...(body ? { payload: body } : {}),
      });
    expect(
      (
        await asClient('POST', `report/${id}/send_back`, {
          sections: [{ id: report.sections.entry, message: 'x' }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await asClient('POST', `report/${id}/reject`)).json()).toMatchObject({
      status: 'REJECTED',
      payment_id: null,
    });
    expect(await h.db.selectFrom('payments').select('id').where('audit_store_id', '=', id).execute()).toEqual(
      [],
    );
    // a client account without a client sees no report at all
    const orphan = await session('client', null);
    const orphanQueue = await h.app.inject({ url: '/api/review/report', headers: { cookie: orphan } });
    expect((orphanQueue.json() as ReviewQueue).total_count).toBe(0);
  });

  it('of two reviewers accepting one report at once, one moves it', async () => {
    const { storeId } = await submittedReport();
    const second = await session('qa');
    const answers = await Promise.all([
      call('qa', 'POST', `report/${storeId}/accept`),
      h.app.inject({
        method: 'POST',
        url: `/api/review/report/${storeId}/accept`,
        headers: { cookie: second, origin: ORIGIN },
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await statusOf(storeId)).toBe('PM_REVIEW');
    const moves = await h.db
      .selectFrom('audit_store_status_changes')
      .select('id')
      .where('audit_store_id', '=', storeId)
      .execute();
    expect(moves).toHaveLength(1);
  });

  it("lets a report's reviewers open its proof files, a client only its own at its stage", async () => {
    const report = await submittedReport();
    const id = await attachProof(h.db, auditorId, report.storeId, report.sections.entry, report.tagId);
    const file = path.join(data.dir, 'storage', 'attachments', 'k', id);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'a picture of the store front');
    const read = (await call('qa', 'GET', `report/${report.storeId}`)).json() as ReviewReport;
    const url = read.proofs[0]?.direct_url ?? '';
    expect(url).toMatch(/^\/storage\//);
    const fetchAs = async (cookie: string) => (await h.app.inject({ url, headers: { cookie } })).statusCode;
    expect(await fetchAs(cookies.qa)).toBe(200);
    expect(await fetchAs(cookies.pm)).toBe(200);
    const own = await session('client', report.clientId);
    const other = await session('client', (await submittedReport()).clientId);
    // not before the report reaches the client's stage, and never another client's
    expect(await fetchAs(own)).toBe(404);
    await h.db
      .updateTable('audit_stores')
      .set({ status: 'COMPLETED' })
      .where('id', '=', report.storeId)
      .execute();
    expect(await fetchAs(own)).toBe(200);
    expect(await fetchAs(other)).toBe(404);
    const stranger = await createUser(h.db);
    expect(await fetchAs(await sessionFor(h.app, stranger.email, stranger.password))).toBe(404);
  });
});
