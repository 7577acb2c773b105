import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  type AuditStore,
  allowsAction,
  isOpenAuditStore,
  isReportEditable,
  REPORT_MESSAGES,
  secondsToHms,
} from '../../../contract';
import { acknowledgeAuditStore, submitReport } from '../../api/auditor';
import { isSessionExpiredError } from '../../api/http';
import { getOfflineDb } from '../../offline/db';
import type { OutboxSummary } from '../../offline/outbox';
import { proofSummary } from '../../offline/proofRecords';
import { showToast } from '../../pageState/toastStore';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { plural } from '../../sync/outboxLabels';
import { sendReportChanges } from '../../sync/pageSync';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { firstServerError, isRefusal, submitRefusalProblems } from './reportErrors';
import { UNCHANGED_FIXES_TEXTS } from './reportTexts';
import { type ShownProblem, SubmitProblems } from './SubmitProblems';
import { useReportTimer } from './useReportTimer';

export const SUBMIT_ERROR_TOAST_MS = 7000;

interface ReportActionsBarProps {
  store: AuditStore;
  /** this report's outbox, read live (undefined until the first read) */
  outbox: OutboxSummary | undefined;
  /** this report's proof files not yet on the server, read live */
  proofs: ProofSummary | undefined;
  /** items the reviewer flagged that are as they were when the report was sent back */
  unchangedFixes: number;
  onChanged: () => void;
  onRefused: () => void;
  onSubmitted: () => void;
  /** a submit started (its changes are being sent) or ended */
  onSubmitting: (submitting: boolean) => void;
}

type Busy = false | 'sending' | 'submitting';

type ProofSummary = Awaited<ReturnType<typeof proofSummary>>;

/**
 * Why Submit Report cannot be tapped now; null when it can. Proof files still on their way hold
 * it back too (DESIGN offline rule 6): a submitted report takes no more files.
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
  const [busy, setBusy] = useState<Busy>(false);
  /** changes a Submit tap could not send first: the submit waited, and says so */
  const [unsent, setUnsent] = useState(0);
  /** why the server last refused to submit, every reason at once */
  const [problems, setProblems] = useState<ShownProblem[]>([]);
  /** Submit was tapped with flagged items unchanged: asking first */
  const [asking, setAsking] = useState(false);
  const acknowledged = isReportEditable(store.status);
  const timer = useReportTimer(store.id, acknowledged, store.report_submission_time);

  const agree = async () => {
    setBusy('submitting');
    try {
      await acknowledgeAuditStore(store.id);
      showToast(REPORT_MESSAGES.acknowledged, { tone: 'success' });
      onChanged();
    } catch (error) {
      if (!isSessionExpiredError(error)) showToast(firstServerError(error), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  /**
   * Everything typed before the tap goes with the report (DESIGN offline rule 6): the tap waits
   * for every save of this page to commit, sends the report's queue, and submits only when none
   * of its changes is left in the outbox; otherwise it says how many are still waiting.
   */
  const submit = async () => {
    setBusy('sending');
    setUnsent(0);
    setProblems([]);
    onSubmitting(true);
    try {
      const left = await sendReportChanges(store.id);
      if (left > 0) {
        setUnsent(left);
        return;
      }
      // A file picked a moment before the tap: its tile is there, so the report waits for it.
      const files = await proofSummary(getOfflineDb(), store.id);
      if (files.waiting + files.refused > 0) return;
      setBusy('submitting');
      await submitReport(store.id, secondsToHms(await timer.read()));
      await timer.clear();
      showToast(REPORT_MESSAGES.submitted, { tone: 'success' });
      onSubmitted();
      onChanged();
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      if (isRefusal(error)) {
        setProblems(submitRefusalProblems(error));
        onRefused();
      } else showToast(firstServerError(error), { tone: 'error', timeoutMs: SUBMIT_ERROR_TOAST_MS });
    } finally {
      setBusy(false);
      onSubmitting(false);
    }
  };

  const blocker =
    submitBlocker(online, outbox, proofs) ??
    (unsent > 0 && (outbox?.waiting ?? 0) > 0
      ? `${plural(outbox?.waiting ?? unsent, 'change', 'changes')} could not be sent yet, so the report was not submitted. Tap Submit Report to try again.`
      : null);

  return (
    <div className="card report-actions" data-testid="report-actions">
      {allowsAction(store.status, 'acknowledge') ? (
        <button
          type="button"
          className="button button-primary"
          disabled={busy !== false || !online}
          onClick={agree}
        >
          Agree
        </button>
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
