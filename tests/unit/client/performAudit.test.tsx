import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportPageConcernModal } from '../../../src/client/features/audits/ReportConcernModal';
import {
  PERFORM_AUDIT_MESSAGES,
  PerformAuditModal,
} from '../../../src/client/features/report/PerformAuditModal';
import { ReportRoute } from '../../../src/client/features/report/ReportRoute';
import { useToastStore } from '../../../src/client/pageState/toastStore';
import type { AuditStoreStatus } from '../../../src/contract';
import type { FakeRoutes } from './fakeApi';
import { renderReport, reportRoutes, reportStore, STORE_ID, setUpReportPageTests } from './reportFixtures';

const BASE = `/api/auditor/audit_store/${STORE_ID}`;
const FAIL = `${BASE}/fail`;
const REPORT = `/audit_store/${STORE_ID}/section`;

/** The report page with its modal routes, at `path`; the store's status can change (after a fail). */
function renderAt(path: string, initial: AuditStoreStatus, more: FakeRoutes = {}) {
  let status = initial;
  const routes = reportRoutes(reportStore(initial));
  routes[BASE] = () => ({ body: reportStore(status) });
  routes[FAIL] = () => {
    status = 'FAILED';
    return { body: { detail: PERFORM_AUDIT_MESSAGES.notPerformed } };
  };
  return renderReport(
    { ...routes, ...more },
    {
      path,
      page: {
        Component: ReportRoute,
        children: [
          { path: 'perform_audit', Component: PerformAuditModal },
          { path: 'report_concern', Component: ReportPageConcernModal },
        ],
      },
    },
  );
}

const toasts = () => useToastStore.getState().visible.map((toast) => [toast.message, toast.tone]);

async function chooseNotPerformed() {
  const dialog = await screen.findByRole('dialog', { name: 'Performed the Audit?' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'No, I could not' }));
  return dialog;
}

setUpReportPageTests();

describe('perform_audit modal', () => {
  it('opens over the report page', async () => {
    renderAt(`${REPORT}/perform_audit`, 'ACKNOWLEDGED');
    const dialog = await screen.findByRole('dialog', { name: 'Performed the Audit?' });
    expect(await within(dialog).findByRole('button', { name: 'Yes, I performed it' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Submit Report' })).toBeTruthy();
  });

  it('"Yes" closes back to the report with the 48-hours message', async () => {
    const { router } = renderAt(`${REPORT}/perform_audit`, 'ACKNOWLEDGED');
    const dialog = await screen.findByRole('dialog', { name: 'Performed the Audit?' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Yes, I performed it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(REPORT));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toContainEqual([PERFORM_AUDIT_MESSAGES.performed, 'info']);
    expect(PERFORM_AUDIT_MESSAGES.performed).toBe(
      'Please fill the report within 48 hours of the audit; an audit report fails if it is not submitted within 2 days after the audit.',
    );
  });

  it('a blank reason shows the error and sends nothing', async () => {
    const { api } = renderAt(`${REPORT}/perform_audit`, 'ACKNOWLEDGED');
    const dialog = await chooseNotPerformed();
    const reason = within(dialog).getByRole('textbox', { name: 'Why could you not perform the audit?' });
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not performed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a valid message.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).not.toContain(FAIL);
  });

  it('marks the audit as not performed, reloads the report and closes', async () => {
    const { api, router, posts } = renderAt(`${REPORT}/perform_audit`, 'ACKNOWLEDGED');
    const dialog = await chooseNotPerformed();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'The store was shut' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not performed' }));
    expect(within(dialog).getByRole('button', { name: 'saving...' })).toHaveProperty('disabled', true);

    await waitFor(() => expect(router.state.location.pathname).toBe(REPORT));
    expect(posts[FAIL]).toEqual({ message: 'The store was shut' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()).toContainEqual([PERFORM_AUDIT_MESSAGES.notPerformed, 'success']);
    // the report's copies were fetched again after the call: the page now holds the FAILED audit
    expect(api.requests.lastIndexOf(BASE)).toBeGreaterThan(api.requests.indexOf(FAIL));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Submit Report' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Performed the Audit?' })).toBeNull();
  });

  it('shows the server errors and clears them when sending again', async () => {
    let reply = { status: 400, body: { non_field_errors: ['This report can no longer be changed.'] } };
    renderAt(`${REPORT}/perform_audit`, 'ACKNOWLEDGED', { [FAIL]: () => reply });
    const dialog = await chooseNotPerformed();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not performed' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This report can no longer be changed.',
    );

    reply = { status: 400, body: { message: ['Please enter a valid message.'] } } as never;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as not performed' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('This report can no longer be changed.')).toBeNull(),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please enter a valid message.');
  });

  it.each<AuditStoreStatus>([
    'FAILED',
    'SUBMITTED',
    'PM_REVIEW',
    'WITHDRAWN',
    'COMPLETED',
    'ACCEPTED',
    'REJECTED',
  ])('redirects a %s audit straight back to the report', async (status) => {
    const { router } = renderAt(`${REPORT}/perform_audit`, status);
    await waitFor(() => expect(router.state.location.pathname).toBe(REPORT));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('report page links', () => {
  it.each<AuditStoreStatus>(['ASSIGNED', 'ACKNOWLEDGED'])(
    '%s: Having trouble? and Performed the Audit? open the modal routes over the report',
    async (status) => {
      renderAt(REPORT, status);
      expect((await screen.findByRole('link', { name: 'Having trouble?' })).getAttribute('href')).toBe(
        `${REPORT}/report_concern`,
      );
      expect(screen.getByRole('link', { name: 'Performed the Audit?' }).getAttribute('href')).toBe(
        `${REPORT}/perform_audit`,
      );
    },
  );

  it('the concern modal over the report closes back to the report', async () => {
    const { router } = renderAt(`${REPORT}/report_concern`, 'ACKNOWLEDGED');
    const dialog = await screen.findByRole('dialog', { name: 'Query About this Audit?' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(REPORT));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Submit Report' })).toBeTruthy();
  });
});
