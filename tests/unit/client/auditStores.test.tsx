import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditStoresPage } from '../../../src/client/features/audits/AuditStoresPage';
import { ReportConcernModal } from '../../../src/client/features/audits/ReportConcernModal';
import { WithdrawModal } from '../../../src/client/features/audits/WithdrawModal';
import { formatCalendarDate, ordinalSuffix } from '../../../src/client/lib/dates';
import { formatRupees } from '../../../src/client/lib/money';
import { pageControls } from '../../../src/client/pageState/pageControls';
import { type AuditStore, type AuditStoreStatus, REPORT_MESSAGES } from '../../../src/contract';
import { type FakeRoutes, installFakeApi } from './fakeApi';

function auditStore(id: number, status: AuditStoreStatus, more: Partial<AuditStore> = {}): AuditStore {
  return {
    id,
    status,
    audit_date: '2026-11-21',
    get_date_diff: -2,
    earnings_per_audit: 1500,
    reimbursement: 250,
    completion_percentage: 40,
    report_revert_count: 0,
    fix_due_at: null,
    manager_info_list: [],
    report_summary: '',
    nps_section: null,
    report_submission_time: '00:00:00',
    visit_head: null,
    audit: {
      id: 100 + id,
      post_approval_description: '',
      store: { name: `Store ${id}`, phone: '', address: '', city: { name: 'Mumbai' } },
      audit_cycle: {
        id: 9,
        type: 'MYSTERY_AUDIT',
        post_approval_description: '',
        audit_report_summary: false,
        client: { auditor_display_name: `Client ${id}`, auditor_logo_url: '/logo.png' },
      },
    },
    ...more,
  };
}

function renderAt(path: string, stores: AuditStore[], more: FakeRoutes = {}) {
  const api = installFakeApi({ '/api/auditor/audit_store': { body: stores }, ...more });
  const router = createMemoryRouter(
    [
      {
        path: '/audit_store',
        Component: AuditStoresPage,
        children: [
          { path: ':auditStoreId/withdraw', Component: WithdrawModal },
          { path: ':auditStoreId/report_concern', Component: ReportConcernModal },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, api };
}

/** The modal once its audit is known (it opens with a spinner while the list loads). */
async function openDialog(name?: string) {
  await screen.findByRole('textbox');
  return screen.getByRole('dialog', name ? { name } : {});
}

const panel = (id: number) => screen.findByTestId(`audit-store-${id}`);
const links = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => {
  vi.spyOn(pageControls, 'alert').mockImplementation(() => undefined);
  vi.spyOn(pageControls, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('date and money formats', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [30, 'th'],
    [31, 'st'],
  ])('day %i takes %s', (day, suffix) => {
    expect(ordinalSuffix(day)).toBe(suffix);
  });

  it("formats calendar dates as 'Do MMM YYYY'", () => {
    expect(formatCalendarDate('2026-11-21')).toBe('21st Nov 2026');
    expect(formatCalendarDate('2026-01-01')).toBe('1st Jan 2026');
    expect(formatCalendarDate('2026-03-02')).toBe('2nd Mar 2026');
    expect(formatCalendarDate('2026-05-03')).toBe('3rd May 2026');
    expect(formatCalendarDate('2026-06-11')).toBe('11th Jun 2026');
    expect(formatCalendarDate('2026-07-12')).toBe('12th Jul 2026');
    expect(formatCalendarDate('2026-08-13')).toBe('13th Aug 2026');
    expect(formatCalendarDate('2026-09-22')).toBe('22nd Sep 2026');
    expect(formatCalendarDate('2026-10-23')).toBe('23rd Oct 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('shows rupees with Indian grouping', () => {
    expect(formatRupees(1500)).toBe('₹1,500');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0');
  });
});

describe('assigned audit panels', () => {
  it('shows who, where, when, the status label and the money', async () => {
    renderAt('/audit_store', [auditStore(1, 'ACKNOWLEDGED')]);
    const card = await panel(1);
    expect(card.textContent).toContain('Client 1');
    expect(card.textContent).toContain('Store 1, Mumbai');
    expect(card.textContent).toContain('In Progress');
    expect(card.textContent).toContain('21st Nov 2026');
    expect(card.textContent).toContain('₹1,500');
    expect(card.textContent).toContain('₹250');
    expect(within(card).getByTestId('completion-percent').textContent).toBe('40%');
  });

  it.each([
    ['ASSIGNED', -2, true],
    ['ASSIGNED', -1, true],
    ['ASSIGNED', 0, false],
    ['ACKNOWLEDGED', -1, true],
    ['ACKNOWLEDGED', 0, false],
  ] as const)(
    '%s with get_date_diff %i: View Report, Having trouble? and Withdraw=%s',
    async (status, diff, withdraw) => {
      renderAt('/audit_store', [auditStore(5, status, { get_date_diff: diff })]);
      const expected = [
        ['View Report', '/audit_store/5/section'],
        ['Having trouble?', '/audit_store/5/report_concern'],
        ...(withdraw ? [['Withdraw', '/audit_store/5/withdraw']] : []),
      ];
      expect(links(await panel(5))).toEqual(expected);
    },
  );

  it('a withdrawn audit says so and its View Report is disabled', async () => {
    renderAt('/audit_store', [auditStore(6, 'AUDITOR_WITHDRAWN', { get_date_diff: -5 })]);
    const card = await panel(6);
    expect(card.textContent).toContain('Your Audit has been Withdrawn');
    expect(links(card)).toEqual([]);
    const button = within(card).getByRole('button', { name: 'View Report' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it.each(['SUBMITTED', 'PM_REVIEW', 'COMPLETED', 'ACCEPTED', 'FAILED', 'REJECTED', 'WITHDRAWN'] as const)(
    '%s offers only View Report',
    async (status) => {
      renderAt('/audit_store', [auditStore(7, status, { get_date_diff: -3 })]);
      expect(links(await panel(7))).toEqual([['View Report', '/audit_store/7/section']]);
    },
  );

  it('labels reports sent back and turns the bar green at 100', async () => {
    renderAt('/audit_store', [
      auditStore(8, 'ACKNOWLEDGED', { report_revert_count: 1, completion_percentage: 100 }),
      auditStore(9, 'ACKNOWLEDGED', { completion_percentage: 99 }),
      auditStore(10, 'SUBMITTED', { report_revert_count: 2 }),
    ]);
    const done = await panel(8);
    expect(within(done).getByTestId('reverted-label').textContent).toBe('Sent back once');
    // resubmitted, in review again: not a bare "Reverted" beside "QA Review"
    const resubmitted = await panel(10);
    expect(resubmitted.querySelector('.audit-store-badges')?.textContent).toBe(
      'QA ReviewResubmitted (sent back twice)',
    );
    expect(within(done).getByTestId('completion-bar').className).toContain('progress-bar-complete');
    const almost = await panel(9);
    expect(within(almost).queryByTestId('reverted-label')).toBeNull();
    expect(within(almost).getByTestId('completion-bar').className).not.toContain('progress-bar-complete');
  });

  it('has a friendly empty state leading to the opportunities', async () => {
    renderAt('/audit_store', []);
    expect(await screen.findByText('No audits are approved yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Opportunities' }).getAttribute('href')).toBe('/audit');
  });

  it('shows Retry when the list fails, and the panels after a retry', async () => {
    let fail = true;
    installFakeApi({});
    renderAt('/audit_store', [], {
      '/api/auditor/audit_store': () => (fail ? { status: 500 } : { body: [auditStore(3, 'ASSIGNED')] }),
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    retry.click();
    expect(await panel(3)).toBeTruthy();
  });
});

describe('withdraw modal', () => {
  it('alerts on an empty reason and sends nothing', async () => {
    const { api } = renderAt('/audit_store/5/withdraw', [auditStore(5, 'ASSIGNED')]);
    const dialog = await openDialog('Withdraw the Audit?');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(pageControls.alert).toHaveBeenCalledWith(REPORT_MESSAGES.emptyWithdrawMessage);
    expect(api.requests.filter((path) => path.endsWith('/withdraw'))).toEqual([]);
  });

  it('shows the server detail, refreshes the list and closes after 3 seconds', async () => {
    let withdrawn = false;
    const { router } = renderAt('/audit_store/5/withdraw', [], {
      '/api/auditor/audit_store': () => ({
        body: [auditStore(5, withdrawn ? 'AUDITOR_WITHDRAWN' : 'ASSIGNED')],
      }),
      '/api/auditor/audit_store/5/withdraw': () => {
        withdrawn = true;
        return { body: { detail: 'Your Audit has been Withdrawn' } };
      },
    });
    const dialog = await openDialog();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Family function' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'Your Audit has been Withdrawn',
    );
    // the refreshed list shows the new state behind the modal, which stays open
    expect((await screen.findByText('Auditor Withdrawn')).textContent).toBe('Auditor Withdrawn');
    expect(router.state.location.pathname).toBe('/audit_store/5/withdraw');
    await vi.advanceTimersByTimeAsync(2900);
    expect(router.state.location.pathname).toBe('/audit_store/5/withdraw');
    await vi.advanceTimersByTimeAsync(100);
    expect(router.state.location.pathname).toBe('/audit_store');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('redirects to the list for a finished audit', async () => {
    const { router } = renderAt('/audit_store/5/withdraw', [auditStore(5, 'SUBMITTED')]);
    await panel(5);
    // the redirect is the route's effect after the list rendered: on a loaded machine it lands a
    // moment after the panel
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/audit_store'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape', async () => {
    const { router } = renderAt('/audit_store/5/withdraw', [auditStore(5, 'ASSIGNED')]);
    const dialog = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The modal opens while the list loads; the text takes the focus once it shows, in an effect.
    const text = within(dialog).getByRole('textbox');
    await vi.waitFor(() => expect(document.activeElement).toBe(text));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/audit_store'));
  });
});

describe('concern modal', () => {
  it('needs a non-blank concern, shows server errors, says saving... while sending', async () => {
    let reply: { status: number; body: unknown } = {
      status: 400,
      body: { non_field_errors: ['This report can no longer be changed.'] },
    };
    renderAt('/audit_store/5/report_concern', [auditStore(5, 'ASSIGNED')], {
      '/api/auditor/audit_store/5/report_concern': () => reply,
    });
    const dialog = await openDialog('Query About this Audit?');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    expect(within(dialog).getByText(REPORT_MESSAGES.emptyConcern)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'The store has moved' } });
    expect(within(dialog).getByText('19/4096')).toBeTruthy();
    fireEvent.click(submit);
    expect(within(dialog).queryByText(REPORT_MESSAGES.emptyConcern)).toBeNull();
    expect(submit.textContent).toBe('saving...');
    expect(await within(dialog).findByText('This report can no longer be changed.')).toBeTruthy();

    reply = { status: 200, body: { detail: REPORT_MESSAGES.concernThanks } };
    fireEvent.click(submit);
    expect(within(dialog).queryByText('This report can no longer be changed.')).toBeNull();
    expect(await within(dialog).findByText(REPORT_MESSAGES.concernThanks)).toBeTruthy();
  });

  it('cannot be sent offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderAt('/audit_store/5/report_concern', [auditStore(5, 'ACKNOWLEDGED')]);
    const dialog = await openDialog();
    expect(within(dialog).getByText('You are offline')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
