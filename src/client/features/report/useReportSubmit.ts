import { useState } from 'react';
import { REPORT_MESSAGES, secondsToHms } from '../../../contract';
import { getOfflineDb, proofSummary } from '../../../offline';
import { useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { sendReportChanges } from '../../syncRuntime/pageSync';
import { recordSubmitTap, visitHeadHash } from '../visit/visitSubmit';
import { firstServerError, isRefusal, submitRefusalProblems } from './reportErrors';
import type { ShownProblem } from './SubmitProblems';
import type { useReportTimer } from './useReportTimer';

export const SUBMIT_ERROR_TOAST_MS = 7000;

export type Busy = false | 'sending' | 'submitting';

export interface SubmitCallbacks {
  onChanged: () => void;
  onRefused: () => void;
  onSubmitted: () => void;
  /** a submit started (its changes are being sent) or ended */
  onSubmitting: (submitting: boolean) => void;
}

/** Submit Report's tap and what it left to say: changes not sent, or every reason it was refused. */
export function useReportSubmit(
  storeId: number,
  timer: ReturnType<typeof useReportTimer>,
  { onChanged, onRefused, onSubmitted, onSubmitting }: SubmitCallbacks,
) {
  /** how far a running submit is: its changes are being sent, then the report */
  const [phase, setPhase] = useState<Exclude<Busy, false>>('sending');
  /** changes a Submit tap could not send first: the submit waited, and says so */
  const [unsent, setUnsent] = useState(0);
  /** why the server last refused to submit, every reason at once; any other failure is a toast */
  const submission = useServerAction<ShownProblem[]>({
    none: [],
    refusal: (error) => {
      if (isRefusal(error)) return submitRefusalProblems(error);
      showToast(firstServerError(error), { tone: 'error', timeoutMs: SUBMIT_ERROR_TOAST_MS });
      return [];
    },
  });
  /**
   * Everything typed before the tap goes with the report (docs/rules.md#offline rule 6): the tap
   * waits for every save of this page to commit, sends the report's queue, and submits only when
   * none of its changes is left in the outbox; otherwise it says how many are still waiting.
   */
  const send = async () => {
    setPhase('sending');
    setUnsent(0);
    onSubmitting(true);
    try {
      // the tap in the visit record (decision 0045), sent with the report's other changes
      await recordSubmitTap(storeId, await timer.read());
      const left = await sendReportChanges(storeId);
      if (left > 0) {
        setUnsent(left);
        return;
      }
      // A file picked a moment before the tap: its tile is there, so the report waits for it.
      const files = await proofSummary(getOfflineDb(), storeId);
      if (files.waiting + files.refused > 0) return;
      setPhase('submitting');
      // an online call, loaded with its schemas when made: not on the report's first load (decision 0051)
      const { submitReport } = await import('../../api/auditStores');
      await submitReport(storeId, secondsToHms(await timer.read()), await visitHeadHash(storeId));
      await timer.clear();
      showToast(REPORT_MESSAGES.submitted, { tone: 'success' });
      onSubmitted();
      onChanged();
    } finally {
      onSubmitting(false);
    }
  };
  const submit = () =>
    submission.run(send, (error) => {
      if (isRefusal(error)) onRefused();
    });

  const busy: Busy = submission.busy ? phase : false;
  return { busy, unsent, problems: submission.error, submit };
}
