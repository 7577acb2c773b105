import { formatCalendarDate } from '../../../contract/calendarDates';
import type { Concern, ManagedConcern } from '../../../contract/concerns';
import type { ConcernState } from '../../../contract/concernTexts';
import { formatRupees, paiseToRupees } from '../../../contract/money';
import type { ConcernRow } from '../../repositories/concerns';

/** A concern as its auditor and the managers read it (decision 0042). */

function stateOf(row: ConcernRow): ConcernState {
  if (row.resolved_at !== null) return 'resolved';
  return row.answered_at !== null ? 'answered' : 'open';
}

/** What the concern is about, in words both sides read. */
export function subjectLabel(row: ConcernRow): string {
  if (row.audit_store_id !== null && row.client_name !== null && row.store_name !== null)
    return `${row.client_name} at ${row.store_name}, audit of ${formatCalendarDate(row.audit_date ?? '')}`;
  if (row.payment_id !== null && row.amount_paise !== null)
    return `the payment of ${formatRupees(paiseToRupees(row.amount_paise))} due ${formatCalendarDate(row.payment_due_date ?? '')}`;
  return 'your account';
}

export function concernView(row: ConcernRow): Concern {
  return {
    id: row.id,
    kind: row.kind,
    message: row.message,
    created_at: row.created_at,
    state: stateOf(row),
    answer: row.answer,
    answered_at: row.answered_at,
    subject: { audit_store_id: row.audit_store_id, payment_id: row.payment_id, label: subjectLabel(row) },
  };
}

export function auditorName(row: ConcernRow): string {
  return [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || row.auditor_email;
}

export function managedConcernView(row: ConcernRow): ManagedConcern {
  return {
    ...concernView(row),
    auditor: { id: row.auditor_id, name: auditorName(row), email: row.auditor_email },
  };
}
