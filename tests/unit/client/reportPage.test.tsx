import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBMIT_PROBLEMS_TITLE } from '../../../src/client/features/report/reportTexts';
import { useToastStore } from '../../../src/client/pageState/toastStore';
import { REPORT_MESSAGES } from '../../../src/contract';
import { getOfflineDb } from '../../../src/offline/db';
import { answerRequest } from '../offline/requests';
import {
  answer,
  renderReport,
  reportRoutes,
  reportStore,
  SECTIONS,
  STORE_ID,
  setUpReportPageTests,
} from './reportFixtures';

const row = (id: number) => screen.findByTestId(`question-${id}`);

setUpReportPageTests();

describe('report page layout', () => {
  it('shows the header, details, notes and manager contacts', async () => {
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED')));
    expect(await screen.findByRole('heading', { name: 'Acme Foods' })).toBeTruthy();
    expect(screen.getByText(/Report #7/)).toBeTruthy();
    expect(screen.getByText('Andheri Store')).toBeTruthy();
    expect(screen.getByText('21st Nov 2026')).toBeTruthy();
    expect(screen.getByText('₹1,500')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+919800000000' }).getAttribute('href')).toBe(
      'tel:+919800000000',
    );
    expect((await screen.findByRole('link', { name: 'Guidelines (PDF)' })).getAttribute('href')).toBe(
      '/files/guide.pdf',
    );
  });

  it('says when the questionnaire is empty', async () => {
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED'), [], []));
    expect(await screen.findByText('this questionnaire is empty, please contact support')).toBeTruthy();
  });
});

describe('questions', () => {
  it('renders each type, hides hidden questions and marks sections without questions', async () => {
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED')));
    expect(within(await row(11)).getAllByRole('radio')).toHaveLength(2);
    expect(within(await row(12)).getAllByRole('checkbox')).toHaveLength(3); // Yes, No, Not Applicable
    expect(within(await row(13)).getByRole('textbox', { name: 'Answer' })).toBeTruthy();
    expect(screen.queryByTestId('question-14')).toBeNull();
    expect(screen.getByText('no questions here')).toBeTruthy();
    expect(within(screen.getByTestId('section-1')).getByTestId('section-count').textContent).toContain('0/3');
  });

  it('shows a hidden question once it has an answer', async () => {
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED'), [answer(14, ['Yes'])]));
    expect(await screen.findByText('Hidden question')).toBeTruthy();
  });

  it('saves a choice to Dexie, turns the row green, and Not Applicable clears and disables the options', async () => {
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED')));
    const mutex = await row(11);
    expect(mutex.className).not.toContain('report-q-answered');
    fireEvent.click(within(mutex).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(mutex.className).toContain('report-q-answered'));
    const stored = await getOfflineDb().answers.get([STORE_ID, 11]);
    expect(stored?.answerText).toEqual(['Yes']);

    fireEvent.click(within(mutex).getByRole('checkbox', { name: 'Not Applicable' }));
    await waitFor(() =>
      expect(within(mutex).getByRole('radio', { name: 'Yes' })).toHaveProperty('disabled', true),
    );
    expect(within(mutex).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', false);
    expect((await getOfflineDb().answers.get([STORE_ID, 11]))?.notApplicable).toBe(true);
  });

  it('asks for a comment on a zero-mark answer when the question requires one', async () => {
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED'), [answer(11, ['No'])]));
    const mutex = await row(11);
    expect(await within(mutex).findByText('A comment is required for this answer')).toBeTruthy();
    expect(within(mutex).getByRole('textbox', { name: 'Comment' })).toBeTruthy();
    expect(within(await row(12)).queryByText('A comment is required for this answer')).toBeNull();
  });

  it('saves typed text as it is typed and counts down the section comment to 150', async () => {
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED')));
    const plain = within(await row(13)).getByRole('textbox', { name: 'Answer' });
    fireEvent.change(plain, { target: { value: 'Clean floor' } });
    await waitFor(async () =>
      expect((await getOfflineDb().answers.get([STORE_ID, 13]))?.answerText).toEqual(['Clean floor']),
    );
    const comment = within(screen.getByTestId('section-comment-1'));
    expect(comment.getByText('Min 150 characters in length')).toBeTruthy();
    expect(comment.getByText('150 more characters needed')).toBeTruthy();
    fireEvent.change(comment.getByRole('textbox'), { target: { value: 'x'.repeat(30) } });
    expect(comment.getByText('120 more characters needed')).toBeTruthy();
    // once the minimum is met it says so, and how much of the maximum is used, not "0 remaining"
    fireEvent.change(comment.getByRole('textbox'), { target: { value: 'x'.repeat(160) } });
    expect(comment.getByText('✓ 160 of 4096 characters')).toBeTruthy();
  });

  it('keeps a local value that is still waiting to be sent over the server copy', async () => {
    const db = getOfflineDb();
    await db.answers.put({
      auditStoreId: STORE_ID,
      questionId: 11,
      answerText: ['No'],
      notApplicable: false,
      comment: '',
      updatedAt: 1,
    });
    await db.outbox.add({
      key: `answer:${STORE_ID}:11`,
      auditStoreId: STORE_ID,
      request: answerRequest(STORE_ID, 11, 'yes'),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: Date.now() + 60_000,
      createdAt: 1,
    });
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED'), [answer(11, ['Yes']), answer(12, ['Yes'])]));
    await waitFor(async () => expect((await db.answers.get([STORE_ID, 12]))?.answerText).toEqual(['Yes']));
    expect((await db.answers.get([STORE_ID, 11]))?.answerText).toEqual(['No']);
  });
});

describe('section badge', () => {
  it('is not complete while Submit would still refuse the section: a required comment or the section comment', async () => {
    // every visible question answered, the zero-mark No needs a comment, the section comment is empty
    const answers = [answer(11, ['No']), answer(12, ['Yes']), answer(13, ['Clean'])];
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED'), answers));
    const badge = within(await screen.findByTestId('section-1')).getByTestId('section-count');
    await waitFor(() => expect(badge.textContent).toBe('3/3 · 2 to do'));
    expect(badge.className).not.toContain('report-count-complete');
  });

  it('counts the missing proof files of a section as Submit does', async () => {
    const answers = [answer(11, ['No']), answer(12, ['Yes']), answer(13, ['Clean'])];
    const [entry, ...rest] = SECTIONS;
    if (!entry) throw new Error('no section');
    renderReport(
      reportRoutes(reportStore('ACKNOWLEDGED'), answers, [
        { ...entry, minimum_attachment_count: 1 },
        ...rest,
      ]),
    );
    const badge = within(await screen.findByTestId('section-1')).getByTestId('section-count');
    await waitFor(() => expect(badge.textContent).toBe('3/3 · 3 to do'));
  });
});

describe('status rules', () => {
  it.each([
    [-2, REPORT_MESSAGES.agreeNotYet],
    [3, REPORT_MESSAGES.agreeClosed],
  ])('offers no Agree %i days from the audit date, and says why', async (dateDiff, why) => {
    renderReport(reportRoutes(reportStore('ASSIGNED', { get_date_diff: dateDiff }), [answer(11, ['Yes'])]));
    await row(11);
    expect(await screen.findByText(why)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agree' })).toBeNull();
  });

  it('is read-only and offers Agree when not ACKNOWLEDGED', async () => {
    renderReport(reportRoutes(reportStore('ASSIGNED'), [answer(11, ['Yes'])]));
    const mutex = await row(11);
    expect(within(mutex).getByRole('radio', { name: 'Yes' })).toHaveProperty('disabled', true);
    expect(within(mutex).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    expect(within(mutex).getByRole('textbox', { name: 'Comment' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Agree' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Report' })).toBeNull();
    // nothing can be typed yet, so no count of characters still needed
    expect(within(screen.getByTestId('section-comment-1')).queryByText(/characters needed/)).toBeNull();
  });

  it('lists every reason a submit was refused at once, each a link to its place, and highlights', async () => {
    const routes = reportRoutes(reportStore('ACKNOWLEDGED'), [answer(12, ['Yes'])]);
    routes[`/api/auditor/audit_store/${STORE_ID}/submit`] = {
      status: 400,
      body: {
        non_field_errors: [
          'Entrance: 2 questions are not answered.',
          'The report summary needs at least 150 characters.',
        ],
        problem_targets: ['question:1:11', 'summary'],
      },
    };
    const { api } = renderReport(routes);
    const mutex = await row(11);
    expect(mutex.className).not.toContain('report-q-missing');
    const submit = screen.getByRole('button', { name: 'Submit Report' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await act(async () => fireEvent.click(submit));
    await waitFor(() => expect(mutex.className).toContain('report-q-missing'));
    expect((await row(12)).className).toContain('report-q-answered');
    const problems = screen.getByTestId('submit-problems');
    expect(within(problems).getByText(SUBMIT_PROBLEMS_TITLE)).toBeTruthy();
    const links = within(problems).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Entrance: 2 questions are not answered.', '#question-11'],
      ['The report summary needs at least 150 characters.', '#report-summary-card'],
    ]);
    // no toast that goes away: the list stays until the next tap
    expect(useToastStore.getState().visible.filter((toast) => toast.tone === 'error')).toEqual([]);
    expect(api.requests).toContain(`/api/auditor/audit_store/${STORE_ID}/submit`);
  });
});
