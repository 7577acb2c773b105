import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../src/client/pageState/toastStore';
import { REPORT_MESSAGES } from '../../../src/contract';
import { getOfflineDb } from '../../../src/offline/db';
import { isOwnEntry, visitHead } from '../../../src/offline/visitRecord';
import { sectionCommentRequest } from '../offline/requests';
import { renderReport, reportRoutes, reportStore, STORE_ID, setUpReportPageTests } from './reportFixtures';

const base = `/api/auditor/audit_store/${STORE_ID}`;
const messages = () => {
  const { visible, queue } = useToastStore.getState();
  return [...visible, ...queue].map((t) => t.message);
};

setUpReportPageTests();

describe('timer', () => {
  it('starts from the stored value and ticks while ACKNOWLEDGED', async () => {
    await getOfflineDb().timers.put({ auditStoreId: STORE_ID, seconds: 3600, updatedAt: 1 });
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED')));
    const timer = await screen.findByTestId('report-timer');
    await waitFor(() => expect(timer.textContent).toBe('01:00:01'), { timeout: 2500 });
    expect((await getOfflineDb().timers.get(STORE_ID))?.seconds).toBeGreaterThanOrEqual(3601);
  });

  it('starts from report_submission_time when nothing is stored', async () => {
    renderReport(reportRoutes(reportStore('ACKNOWLEDGED')));
    const timer = await screen.findByTestId('report-timer');
    expect(['00:01:05', '00:01:06']).toContain(timer.textContent);
  });
});

describe('agree and submit', () => {
  it('agrees to an ASSIGNED audit and reloads it', async () => {
    let status: 'ASSIGNED' | 'ACKNOWLEDGED' = 'ASSIGNED';
    const routes = reportRoutes(reportStore('ASSIGNED'));
    routes[base] = () => ({ body: reportStore(status) });
    routes[`${base}/acknowledge`] = () => {
      status = 'ACKNOWLEDGED';
      return { body: { detail: REPORT_MESSAGES.acknowledged } };
    };
    renderReport(routes);
    const agree = await screen.findByRole('button', { name: 'Agree' });
    await act(async () => fireEvent.click(agree));
    expect(await screen.findByRole('button', { name: 'Submit Report' })).toBeTruthy();
    expect(messages()).toContain(REPORT_MESSAGES.acknowledged);
  });

  it('submits with the elapsed time, clears the timer and rates the audit', async () => {
    await getOfflineDb().timers.put({ auditStoreId: STORE_ID, seconds: 125, updatedAt: 1 });
    const routes = reportRoutes(reportStore('ACKNOWLEDGED'));
    const { api, router, posts } = renderReport(routes);
    const submit = await screen.findByRole('button', { name: 'Submit Report' });
    routes[`${base}/submit`] = { body: { detail: REPORT_MESSAGES.submitted } };
    routes[`${base}/report_feedback`] = { body: { detail: REPORT_MESSAGES.ratingSubmitted } };
    routes[`${base}/nps_section`] = { body: { detail: REPORT_MESSAGES.ratingSubmitted } };
    await act(async () => fireEvent.click(submit));
    const dialog = await screen.findByRole('dialog', { name: 'Rate this audit' });
    expect(messages()).toContain(REPORT_MESSAGES.submitted);
    expect(await getOfflineDb().timers.get(STORE_ID)).toBeUndefined();
    // with the head of the visit record this device kept: the tap's own entries are its last
    const head = await visitHead(getOfflineDb(), STORE_ID);
    expect(head && isOwnEntry(head) ? head.kind : undefined).toBe('submit');
    expect(posts[`${base}/submit`]).toEqual({
      report_submission_time: expect.stringMatching(/^00:02:0[5-7]$/),
      visit_head: head?.hash,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please fill in all required fields.');
    const group = (name: string) => within(within(dialog).getByRole('group', { name }));
    fireEvent.click(group('Audit understanding').getByRole('radio', { name: '4 stars' }));
    fireEvent.click(group('Coordination').getByRole('radio', { name: '5 stars' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Easy to use' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: '9' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Rating' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit_store'));
    expect(messages()).toContain(REPORT_MESSAGES.ratingSubmitted);
    // stored on the device first, then sent by the outbox
    expect(await getOfflineDb().reportMeta.get(STORE_ID)).toMatchObject({
      nps: 9,
      feedback: { auditUnderstanding: 4, coordination: 5, portalAccessibility: 'Easy to use' },
    });
    await waitFor(() =>
      expect(api.requests).toEqual(
        expect.arrayContaining([`${base}/report_feedback`, `${base}/nps_section`]),
      ),
    );
    expect(posts[`${base}/report_feedback`]).toEqual({
      audit_understanding: 4,
      coordination: 5,
      portal_accessibility: 'Easy to use',
    });
    expect(posts[`${base}/nps_section`]).toEqual({ nps_section: 9 });
    await waitFor(async () => expect(await getOfflineDb().outbox.count()).toBe(0));
  });

  it('a Submit tap right after typing sends the typed section comment first, then submits', async () => {
    const routes = reportRoutes(reportStore('ACKNOWLEDGED'));
    const { api, posts } = renderReport(routes);
    const submit = await screen.findByRole('button', { name: 'Submit Report' });
    routes['/api/auditor/section/1/comment'] = { body: { detail: 'Data Saved' } };
    routes[`${base}/submit`] = { body: { detail: REPORT_MESSAGES.submitted } };
    const comment = within(screen.getByTestId('section-comment-1')).getByRole('textbox');
    // the keystroke and the tap in one go: the comment's typing pause has not ended
    await act(async () => {
      fireEvent.change(comment, { target: { value: 'Typed a moment before the tap' } });
      fireEvent.click(submit);
    });
    await waitFor(() => expect(messages()).toContain(REPORT_MESSAGES.submitted));
    const sent = api.requests.filter((path) => path.endsWith('/comment') || path.endsWith('/submit'));
    expect(sent).toEqual(['/api/auditor/section/1/comment', `${base}/submit`]);
    expect(posts['/api/auditor/section/1/comment']).toEqual({
      audit_store: STORE_ID,
      auditor_comment: 'Typed a moment before the tap',
    });
  });

  it('a Submit tap whose waiting changes cannot be sent does not submit, and says what waits', async () => {
    const db = getOfflineDb();
    for (const section of [901, 902])
      await db.outbox.add({
        key: `sectionComment:${STORE_ID}:${section}`,
        auditStoreId: STORE_ID,
        request: sectionCommentRequest(STORE_ID, section, 'waits'),
        state: 'pending',
        attempts: 0,
        nextAttemptAt: Date.now() + 60_000,
        createdAt: 1,
      });
    const routes = reportRoutes(reportStore('ACKNOWLEDGED'));
    routes['/api/auditor/section/901/comment'] = { status: 503, body: {} };
    routes['/api/auditor/section/902/comment'] = { status: 503, body: {} };
    const { api } = renderReport(routes);
    const submit = await screen.findByRole('button', { name: 'Submit Report' });
    expect(submit).toHaveProperty('disabled', false);
    await act(async () => fireEvent.click(submit));
    expect(
      await screen.findByText(
        '2 changes could not be sent yet, so the report was not submitted. Tap Submit Report to try again.',
      ),
    ).toBeTruthy();
    expect(api.requests).toEqual(expect.arrayContaining(['/api/auditor/section/901/comment']));
    expect(api.requests).not.toContain(`${base}/submit`);
  });
});
