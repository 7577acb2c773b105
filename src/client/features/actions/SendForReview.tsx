import { useState } from 'react';
import { ACTION_PROOF_MESSAGES, type ActionPlan } from '../../../contract';
import type { QueuedActionWork } from '../../../offline';
import { QueuedCallNote } from './QueuedCallNote';

/**
 * The plan, every item answered, sent for review: queued on the device after the answers, so it
 * reaches the server after them whenever there is signal.
 */
export function SendForReview({ plan, work }: { plan: ActionPlan; work: QueuedActionWork }) {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  if (work.ready) return <QueuedCallNote call={work.ready} what="The plan, sent for review," />;
  const unanswered = plan.items.filter((item) => item.state === 'OPEN' && !work.answers.has(item.id)).length;
  // a photo still on the phone goes first: the reviewer reads the plan with every photo in it
  const photosWaiting = work.photos.length;
  const send = async () => {
    setSending(true);
    try {
      const { sendActionPlanForReview } = await import('../../syncRuntime/actionPlanWork');
      await sendActionPlanForReview(plan.id);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="action-send">
      <button
        type="button"
        className="button"
        disabled={unanswered > 0 || photosWaiting > 0 || sending}
        onClick={send}
      >
        Send for review
      </button>
      {unanswered > 0 ? (
        <p>Answer {unanswered === 1 ? 'the last item' : `the ${unanswered} items left`} first.</p>
      ) : null}
      {unanswered === 0 && photosWaiting > 0 ? (
        <p role="status">{ACTION_PROOF_MESSAGES.photosWaiting(photosWaiting)}</p>
      ) : null}
      {failed ? (
        <p className="form-error" role="alert">
          This device could not keep it. Please try again.
        </p>
      ) : null}
    </div>
  );
}
