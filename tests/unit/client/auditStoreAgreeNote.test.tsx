import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditStorePanel } from '../../../src/client/features/audits/AuditStorePanel';
import { type AuditStore, type AuditStoreStatus, REPORT_MESSAGES } from '../../../src/contract';

function store(status: AuditStoreStatus, dateDiff: number): AuditStore {
  return {
    id: 7,
    status,
    audit_date: '2026-11-28',
    get_date_diff: dateDiff,
    earnings_per_audit: 500,
    reimbursement: 100,
    completion_percentage: 0,
    report_revert_count: 0,
    fix_due_at: null,
    manager_info_list: [],
    report_summary: '',
    nps_section: null,
    report_submission_time: '00:00:00',
    visit_head: null,
    audit: {
      id: 70,
      post_approval_description: '',
      store: { name: 'Bandra', phone: '', address: '', city: { name: 'Mumbai' } },
      audit_cycle: {
        id: 9,
        type: 'MYSTERY_AUDIT',
        post_approval_description: '',
        audit_report_summary: false,
        client: { auditor_display_name: 'Kaapi Kulture', auditor_logo_url: '' },
      },
    },
  };
}

const note = (status: AuditStoreStatus, dateDiff: number) => {
  render(
    <MemoryRouter>
      <AuditStorePanel store={store(status, dateDiff)} />
    </MemoryRouter>,
  );
  return screen.queryByTestId('agree-note')?.textContent ?? null;
};

afterEach(cleanup);

/** Agree opens on the audit date (the contract's `agreeWindow`): the panel says when. */
describe('the panel of an audit still to be agreed to', () => {
  it('says when the report opens while the audit date is ahead', () => {
    expect(note('ASSIGNED', -2)).toBe(
      'The report opens on the audit date, 28th Nov 2026: Agree and fill it then.',
    );
  });

  it('says nothing while Agree is open, or once agreed', () => {
    expect(note('ASSIGNED', 0)).toBeNull();
    cleanup();
    expect(note('ACKNOWLEDGED', -2)).toBeNull();
  });

  it('says the report can no longer be started after the last day to submit', () => {
    expect(note('ASSIGNED', 3)).toBe(REPORT_MESSAGES.agreeClosed);
  });
});
