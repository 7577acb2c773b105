import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type AgreeWindow,
  type AuditStore,
  agreeWindow,
  allowsAction,
  isOpenAuditStore,
  isReportEditable,
  REPORT_MESSAGES,
  secondsToHms,
} from '../../../contract';
import type { OutboxSummary, proofSummary } from '../../../offline';
import { toastRefusal, useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { plural } from '../../syncRuntime/outboxLabels';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { firstServerError } from './reportErrors';
import { UNCHANGED_FIXES_TEXTS } from './reportTexts';
import { SubmitProblems } from './SubmitProblems';
import { type Busy, type SubmitCallbacks, useReportSubmit } from './useReportSubmit';
import { useReportTimer } from './useReportTimer';

interface ReportActionsBarProps extends SubmitCallbacks {
  store: AuditStore;
  /** this report's outbox, read live (undefined until the first read) */
  outbox: OutboxSummary | undefined;
  /** this report's proof files not yet on the server, read live */
  proofs: ProofSummary | undefined;
  /** items the reviewer flagged that are as they were when the report was sent back */
  unchangedFixes: number;
}

type ProofSummary = Awaited<ReturnType<typeof proofSummary>>;

/**
 * Why Submit Report cannot be tapped now; null when it can. Proof files still on their way hold
 * it back too (docs/rules.md#offline rule 6): a submitted report takes no more files.
 */
function submitBlocker(
  online: boolean,
  outbox: OutboxSummary | undefined,
  proofs: ProofSummary | undefined,
): string | null {
  if (!online) return 'You are offline: Submit Report needs a connection.';
  const refused = outbox?.attention ?? 0;
  if (refused > 0)
    return `${plural(refused, 'change was', 'changes were')} refused by the server: see Sync to retry or discard.`;
  if ((proofs?.refused ?? 0) > 0)
    return `${plural(proofs?.refused ?? 0, 'proof file was', 'proof files were')} refused by the server: retry or delete ${proofs?.refused === 1 ? 'it' : 'them'} first.`;
  if ((proofs?.waiting ?? 0) > 0)
    return `Waiting for ${plural(proofs?.waiting ?? 0, 'proof file', 'proof files')} to upload before the report can be submitted.`;
  return null;
}

/** Agree (ASSIGNED), or Submit Report with the time spent (ACKNOWLEDGED), 'Having trouble?' and 'Performed the Audit?'. */
export function ReportActionsBar({
  store,
  outbox,
  proofs,
  unchangedFixes,
  onChanged,
  onRefused,
  onSubmitted,
  onSubmitting,
}: ReportActionsBarProps) {
  const online = useOnlineStatus();
  /** Submit was tapped with flagged items unchanged: asking first */
  const [asking, setAsking] = useState(false);
  const acknowledged = isReportEditable(store.status);
  const timer = useReportTimer(store.id, acknowledged, store.report_submission_time);
  const submission = useReportSubmit(store.id, timer, { onChanged, onRefused, onSubmitted, onSubmitting });
  const { unsent, problems, submit } = submission;
  const agreeing = useServerAction(toastRefusal(firstServerError));
  // Agree and Submit Report share one busy state: either call disables both
  const busy: Busy = agreeing.busy ? 'submitting' : submission.busy;

  const agree = () =>
    agreeing.run(async () => {
      // an online call, loaded with its schemas when made: not on the report's first load (decision 0051)
      const { acknowledgeAuditStore } = await import('../../api/auditStores');
      await acknowledgeAuditStore(store.id);
      showToast(REPORT_MESSAGES.acknowledged, { tone: 'success' });
      onChanged();
    });

  const blocker =
    submitBlocker(online, outbox, proofs) ??
    (unsent > 0 && (outbox?.waiting ?? 0) > 0
      ? `${plural(outbox?.waiting ?? unsent, 'change', 'changes')} could not be sent yet, so the report was not submitted. Tap Submit Report to try again.`
      : null);

  // a submitted report has no action left: no empty card under it
  if (!allowsAction(store.status, 'acknowledge') && !acknowledged && !isOpenAuditStore(store.status))
    return null;
  return (
    <div className="card report-actions" data-testid="report-actions">
      {allowsAction(store.status, 'acknowledge') ? (
        <AgreeControl
          window={agreeWindow(store.get_date_diff)}
          disabled={busy !== false || !online}
          onAgree={agree}
        />
      ) : null}
      {acknowledged ? (
        <>
          <p className="report-timer">
            Time on this report{' '}
            <strong data-testid="report-timer" data-ticking={timer.ticking}>
              {secondsToHms(timer.seconds)}
            </strong>
          </p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy !== false || submitBlocker(online, outbox, proofs) !== null}
            aria-describedby={blocker ? 'report-submit-blocker' : undefined}
            onClick={() => (unchangedFixes > 0 ? setAsking(true) : void submit())}
          >
            {busy === 'sending'
              ? 'Sending changes...'
              : busy === 'submitting'
                ? 'Submitting...'
                : 'Submit Report'}
          </button>
          {blocker ? (
            <p className="report-blocker" id="report-submit-blocker" role="status">
              {blocker}
            </p>
          ) : null}
          <SubmitProblems problems={problems} />
          {asking ? (
            <ConfirmDialog
              title={UNCHANGED_FIXES_TEXTS.title}
              message={UNCHANGED_FIXES_TEXTS.message(unchangedFixes)}
              onYes={submit}
              onClose={() => setAsking(false)}
            />
          ) : null}
        </>
      ) : null}
      {isOpenAuditStore(store.status) ? (
        <>
          <Link className="button button-secondary" to={`/audit_store/${store.id}/section/report_concern`}>
            Having trouble?
          </Link>
          <Link className="button button-secondary" to={`/audit_store/${store.id}/section/perform_audit`}>
            Performed the Audit?
          </Link>
        </>
      ) : null}
    </div>
  );
}

/**
 * Agree while the contract's window is open (from the audit date, for the grace days); before it
 * or after it, why not, in place of a button the server would refuse.
 */
function AgreeControl({
  window,
  disabled,
  onAgree,
}: {
  window: AgreeWindow;
  disabled: boolean;
  onAgree: () => void;
}) {
  if (window !== 'open')
    return (
      <p className="report-blocker" role="status">
        {window === 'notYet' ? REPORT_MESSAGES.agreeNotYet : REPORT_MESSAGES.agreeClosed}
      </p>
    );
  return (
    <button type="button" className="button button-primary" disabled={disabled} onClick={onAgree}>
      Agree
    </button>
  );
}
