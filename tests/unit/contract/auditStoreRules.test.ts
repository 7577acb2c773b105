import { describe, expect, it } from 'vitest';
import {
  AUDIT_STORE_STATUSES,
  type AuditStoreAction,
  type AuditStoreStatus,
  agreeWindow,
  allowsAction,
  canAcknowledge,
  canWithdraw,
  isOpenAuditStore,
  isReportEditable,
  OPEN_AUDIT_STORE_STATUSES,
  sentBackNote,
} from '../../../src/contract';

/**
 * Decision 0013: every status against every action, as docs/rules.md#the-report-and-its-statuses
 * reads. The page offers exactly what the server accepts because both read `allowsAction`.
 */
const ACTIONS: AuditStoreAction[] = [
  'acknowledge',
  'editReport',
  'withdraw',
  'reportConcern',
  'markNotPerformed',
  'rate',
];

const EXPECTED: Record<AuditStoreStatus, Partial<Record<AuditStoreAction, true>>> = {
  ASSIGNED: { acknowledge: true, withdraw: true, reportConcern: true, markNotPerformed: true },
  ACKNOWLEDGED: { editReport: true, withdraw: true, reportConcern: true, markNotPerformed: true, rate: true },
  SUBMITTED: { rate: true },
  PM_REVIEW: {},
  COMPLETED: {},
  ACCEPTED: {},
  FAILED: {},
  REJECTED: {},
  WITHDRAWN: {},
  AUDITOR_WITHDRAWN: {},
};

describe('what each audit store status allows', () => {
  const cases = AUDIT_STORE_STATUSES.flatMap((status) =>
    ACTIONS.map((action) => ({ status, action, allowed: EXPECTED[status][action] === true })),
  );
  it.each(cases)('$status: $action is allowed: $allowed', ({ status, action, allowed }) => {
    expect(allowsAction(status, action)).toBe(allowed);
  });

  it('calls a store open while the auditor still works on it, and the report editable only once agreed', () => {
    expect(AUDIT_STORE_STATUSES.filter(isOpenAuditStore)).toEqual(['ASSIGNED', 'ACKNOWLEDGED']);
    expect(OPEN_AUDIT_STORE_STATUSES).toEqual(['ASSIGNED', 'ACKNOWLEDGED']);
    expect(AUDIT_STORE_STATUSES.filter(isReportEditable)).toEqual(['ACKNOWLEDGED']);
  });

  it('offers withdraw until the day before the audit, and only while open', () => {
    expect(canWithdraw({ status: 'ASSIGNED', dateDiff: -5 })).toBe(true);
    expect(canWithdraw({ status: 'ACKNOWLEDGED', dateDiff: -1 })).toBe(true);
    expect(canWithdraw({ status: 'ACKNOWLEDGED', dateDiff: 0 })).toBe(false);
    expect(canWithdraw({ status: 'ASSIGNED', dateDiff: 2 })).toBe(false);
    expect(canWithdraw({ status: 'SUBMITTED', dateDiff: -5 })).toBe(false);
  });

  it('opens Agree on the audit date until the last day a report can be submitted, for an assigned audit only', () => {
    expect([-2, -1, 0, 1, 2, 3].map(agreeWindow)).toEqual([
      'notYet',
      'notYet',
      'open',
      'open',
      'open',
      'closed',
    ]);
    expect(canAcknowledge({ status: 'ASSIGNED', dateDiff: -2 })).toBe(false);
    expect(canAcknowledge({ status: 'ASSIGNED', dateDiff: 0 })).toBe(true);
    expect(canAcknowledge({ status: 'ASSIGNED', dateDiff: 2 })).toBe(true);
    expect(canAcknowledge({ status: 'ASSIGNED', dateDiff: 3 })).toBe(false);
    expect(canAcknowledge({ status: 'ACKNOWLEDGED', dateDiff: 0 })).toBe(false);
  });
});

describe('the note beside a report sent back', () => {
  it('is none for a report never sent back', () => {
    expect(sentBackNote('SUBMITTED', 0)).toBeNull();
  });

  it('says it was sent back while it is open for its fixes', () => {
    expect(sentBackNote('ACKNOWLEDGED', 1)).toEqual({ text: 'Sent back once', fixing: true });
    expect(sentBackNote('ACKNOWLEDGED', 3)).toEqual({ text: 'Sent back 3 times', fixing: true });
  });

  it('says it was resubmitted, in words, once in review again', () => {
    expect(sentBackNote('SUBMITTED', 1)).toEqual({ text: 'Resubmitted (sent back once)', fixing: false });
    expect(sentBackNote('PM_REVIEW', 2)).toEqual({ text: 'Resubmitted (sent back twice)', fixing: false });
  });
});
