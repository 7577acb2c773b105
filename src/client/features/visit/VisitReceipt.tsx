import { useEffect } from 'react';
import './visit.css';
import type { ReceiptComparison, ReceiptProblem, Section } from '../../../contract';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { pageSyncEngine, reportActions } from '../../syncRuntime/pageSync';
import { Card } from '../../ui/Card';
import { resendItem } from './deviceItems';
import { proofSectionName, receiptItemLabel } from './receiptLabels';
import { useVisitReceipt } from './useVisitReceipt';
import { RECEIPT_TEXTS as TEXTS } from './visitTexts';

interface VisitReceiptProps {
  auditStoreId: number;
  sections: readonly Section[];
  /** before Submit: items can be sent again; after, the way is to tell the team */
  editable: boolean;
}

const ofCount = ({ received, of }: { received: number; of: number }) => `${received} of ${of}`;
const countsLine = ({ counts }: ReceiptComparison) =>
  TEXTS.counts(ofCount(counts.answers), ofCount(counts.comments), ofCount(counts.proofs));
const heldLine = ({ held }: ReceiptComparison) => TEXTS.held(held.answers, held.comments, held.proofs);
/** nothing on this phone at all: "everything on this phone" would be true and say nothing */
const holdsNothing = ({ counts }: ReceiptComparison) =>
  counts.answers.of + counts.comments.of + counts.proofs.of === 0;

/**
 * The receipt before leaving the store (decision 0045): what the server holds of this report
 * against what this phone holds, each item short named with the way to send it again. Checked on
 * a tap before Submit, and once on its own after.
 */
export function VisitReceipt({ auditStoreId, sections, editable }: VisitReceiptProps) {
  const online = useOnlineStatus();
  const { receipt, check } = useVisitReceipt(auditStoreId);
  // after Submit, the receipt is what the auditor reads before leaving
  useEffect(() => {
    if (!editable && online) void check();
  }, [editable, online, check]);

  const resend = async (problem: ReceiptProblem) => {
    await resendItem(reportActions(), auditStoreId, problem.kind, problem.ref);
    await pageSyncEngine().flushReport(auditStoreId);
    await check();
  };
  const wayFor = (problem: ReceiptProblem, proofs: Parameters<typeof proofSectionName>[2]) => {
    if (problem.kind !== 'proof')
      return editable ? (
        <button type="button" className="visit-presence-toggle" onClick={() => void resend(problem)}>
          {TEXTS.resend}
        </button>
      ) : (
        TEXTS.afterSubmit
      );
    if (problem.problem === 'waiting') return TEXTS.waitForSignal;
    return editable ? TEXTS.pickAgain(proofSectionName(problem.ref, sections, proofs)) : TEXTS.afterSubmit;
  };

  if (receipt.state === 'done' && !editable && receipt.comparison.counts.answers.of === 0) return null;
  return (
    <Card className="visit-receipt" title={TEXTS.title}>
      {receipt.state === 'done' ? (
        <div role="status">
          {holdsNothing(receipt.comparison) ? (
            <p className="visit-receipt-counts">{TEXTS.nothingHere}</p>
          ) : (
            <p className="visit-receipt-counts">{countsLine(receipt.comparison)}</p>
          )}
          <p className="visit-receipt-held">{heldLine(receipt.comparison)}</p>
          {receipt.comparison.problems.length === 0 && !holdsNothing(receipt.comparison) ? (
            <p>{TEXTS.all}</p>
          ) : null}
          <p className="visit-receipt-entries">{TEXTS.entries(receipt.entries)}</p>
        </div>
      ) : (
        <p>{receipt.state === 'failed' ? TEXTS.failed : online ? TEXTS.intro : TEXTS.offline}</p>
      )}
      {receipt.state === 'done' && receipt.comparison.problems.length > 0 ? (
        <ul className="visit-receipt-problems" aria-label="Not on the server">
          {receipt.comparison.problems.map((problem) => (
            <li key={`${problem.kind}:${problem.ref}`}>
              <span>
                {receiptItemLabel(problem, sections, receipt.proofs)}: {TEXTS.problems[problem.problem]}.
              </span>{' '}
              {wayFor(problem, receipt.proofs)}
            </li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        disabled={!online || receipt.state === 'checking'}
        onClick={() => void check()}
      >
        {receipt.state === 'checking' ? TEXTS.checking : receipt.state === 'done' ? TEXTS.again : TEXTS.check}
      </button>
    </Card>
  );
}
