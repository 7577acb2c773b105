import { useId, useState } from 'react';
import { type ActionPlan, actionItemReviewSchema } from '../../../contract';
import { reviewActionItem } from '../../api/actions';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';

/** A reviewer's sign-off of one answered item: accept it, or send it back with what is missing. */
export function ReviewButtons({
  itemId,
  onSigned,
}: {
  itemId: number;
  onSigned: (plan: ActionPlan) => void;
}) {
  const action = useServerAction(refusalMessages);
  const [note, setNote] = useState<string | null>(null);
  const fieldId = useId();
  const decide = (decision: 'accept' | 'send_back') => {
    const parsed = actionItemReviewSchema.safeParse({ decision, note: note ?? '' });
    if (!parsed.success) return action.setError(parsed.error.issues.map((issue) => issue.message));
    return action.run(async () => onSigned(await reviewActionItem(itemId, parsed.data)));
  };
  return (
    <div className="action-review">
      {note !== null ? (
        <>
          <label htmlFor={fieldId}>What is missing</label>
          <textarea id={fieldId} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
        </>
      ) : null}
      {action.error.map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <div className="action-review-buttons">
        {note === null ? (
          <>
            <button type="button" className="button" disabled={action.busy} onClick={() => decide('accept')}>
              Accept
            </button>
            <button type="button" className="button button-secondary" onClick={() => setNote('')}>
              Send back
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              className="button"
              disabled={action.busy}
              onClick={() => decide('send_back')}
            >
              Send back with this note
            </button>
            <button type="button" className="button button-secondary" onClick={() => setNote(null)}>
              Cancel
            </button>
          </>
        )}
      </div>
    </div>
  );
}
