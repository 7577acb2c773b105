import {
  type AuditStoreStatus,
  type PaymentTimeline,
  REVIEW_STAGES,
  TIMELINE_LABELS,
  type TimelineStep,
  type TimelineStepKey,
} from '../../contract';
import type { Db } from '../db/database';
import { statusHistory } from '../repositories/auditStoreHistory';
import { ownPayment } from '../repositories/payments';
import { calendarDate } from './calendar';
import { notFound } from './errors';

/** The report steps of the timeline and the status whose recorded entry marks each one taken. */
const REPORT_STEPS: ReadonlyArray<[TimelineStepKey, AuditStoreStatus]> = [
  ['SUBMITTED', 'SUBMITTED'],
  ['QA_REVIEW', REVIEW_STAGES.qa.acceptTo],
  ['PM_REVIEW', REVIEW_STAGES.pm.acceptTo],
  ['CLIENT_REVIEW', REVIEW_STAGES.client.acceptTo],
];

const onDay = (instant: string) => calendarDate(new Date(instant));

/**
 * The timeline of one of the auditor's payments (decision 0020), read from what was
 * recorded: the statuses its report entered (migration 0008) since its last submission, the
 * payment's due date from the 45-day rule, and its paid date or failure. Nothing is guessed: a
 * step not recorded is not taken, and only money steps carry an expected date, the due date.
 */
export async function paymentTimeline(
  db: Db,
  auditorId: number,
  paymentId: number,
  now = new Date(),
): Promise<PaymentTimeline> {
  const payment = await ownPayment(db, auditorId, paymentId);
  if (!payment) throw notFound();
  const changes = payment.audit_store_id ? await statusHistory(db, payment.audit_store_id) : [];
  // a report sent back and submitted again starts its reviews over from the last submission
  const lastSubmission = changes.findLastIndex((change) => change.to_status === 'SUBMITTED');
  const sinceSubmission = lastSubmission < 0 ? [] : changes.slice(lastSubmission);
  const taken = new Map<TimelineStepKey, string>();
  for (const [key, status] of REPORT_STEPS) {
    const entered = sinceSubmission.find((change) => change.to_status === status);
    if (entered) taken.set(key, onDay(entered.changed_at));
  }
  const today = calendarDate(now);
  if (payment.status === 'PAID' || payment.payment_due_date <= today)
    taken.set('PAYMENT_DUE', payment.payment_due_date);
  if (payment.status === 'PAID' && payment.paid_on) taken.set('PAID', payment.paid_on);

  const keys: TimelineStepKey[] = [
    ...REPORT_STEPS.map(([key]) => key),
    'PAYMENT_DUE',
    payment.status === 'FAILED' ? 'FAILED' : 'PAID',
  ];
  let nextGiven = false;
  const steps = keys.map((key): TimelineStep => {
    const date = taken.get(key) ?? null;
    const money = key === 'PAYMENT_DUE' || key === 'PAID';
    const base = { key, label: TIMELINE_LABELS[key], date, expected: null };
    if (key === 'FAILED') return { ...base, state: 'failed' };
    if (date) return { ...base, state: 'done' };
    const state = nextGiven ? 'later' : 'next';
    nextGiven = true;
    return { ...base, state, expected: money ? payment.payment_due_date : null };
  });
  return { payment: payment.id, steps };
}
