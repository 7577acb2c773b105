import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageControls } from '../../../src/client/app/pageControls';
import { useToastStore } from '../../../src/client/app/toastStore';
import { clearOfflineData, getOfflineDb } from '../../../src/client/offline/db';
import { REPORT_MESSAGES } from '../../../src/contract';
import { renderReport, reportRoutes, reportStore, STORE_ID } from './reportFixtures';

const base = `/api/auditor/audit_store/${STORE_ID}`;
const messages = () => {
  const { visible, queue } = useToastStore.getState();
  return [...visible, ...queue].map((t) => t.message);
};

beforeEach(async () => {
  vi.spyOn(pageControls, 'alert').mockImplementation(() => undefined);
  vi.spyOn(pageControls, 'assign').mockImplementation(() => undefined);
  await clearOfflineData(getOfflineDb());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useToastStore.setState({ visible: [], queue: [] });
});

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
    expect(posts[`${base}/submit`]).toEqual({
      report_submission_time: expect.stringMatching(/^00:02:0[5-7]$/),
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
});
