import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CONCERN_KIND_LABELS,
  CONCERN_MESSAGES,
  CONCERN_STATE_LABELS,
  type ConcernKind,
  type ManagedConcern,
} from '../../../contract';
import { answerConcern, resolveConcern } from '../../api/concernInbox';
import { splitSaveError } from '../../forms/serverErrors';
import { useServerAction } from '../../forms/useServerAction';
import { formatDateTime } from '../../lib/dates';
import { showToast } from '../../pageState/toastStore';
import { ClampedText } from '../../ui/ClampedText';

interface AnswerErrors {
  answer?: string[];
  general: string[];
}

/**
 * One concern in the managers' inbox (decision 0042): who raised it, about what, when, their words;
 * an open one takes an answer, which the auditor is told of; any not resolved can be resolved.
 */
export function ConcernCard({ concern, onChanged }: { concern: ManagedConcern; onChanged: () => void }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const { busy, error, run } = useServerAction<AnswerErrors>({
    none: { general: [] },
    refusal: (failure) => {
      const split = splitSaveError(failure, ['answer']);
      return { ...split.fields, general: split.general };
    },
  });
  const act = (call: () => Promise<unknown>, done: string) =>
    void run(
      async () => {
        await call();
        showToast(done, { tone: 'success' });
        onChanged();
      },
      // another manager got there first: said where it stays on screen (the card itself may leave
      // the list), and the inbox is read again as it now is
      (_failure, shown) => {
        if (!shown || shown.general.length === 0) return;
        showToast(shown.general.join(' '), { tone: 'error' });
        onChanged();
      },
    );
  const send = (event: FormEvent) => {
    event.preventDefault();
    act(() => answerConcern(concern.id, answer), CONCERN_MESSAGES.answered);
  };

  return (
    <li className="card manage-card manage-concern">
      <p className="manage-concern-head">
        <strong>{CONCERN_KIND_LABELS[concern.kind as ConcernKind] ?? concern.kind}</strong>
        <span className={`manage-concern-state manage-concern-${concern.state}`}>
          {CONCERN_STATE_LABELS[concern.state]}
        </span>
      </p>
      <p className="manage-note">
        <Link to={`/manage/auditors/${concern.auditor.id}`}>{concern.auditor.name}</Link> ·{' '}
        {concern.auditor.email}
        {' · '}
        {formatDateTime(concern.created_at)}
      </p>
      <p className="manage-note">About {concern.subject.label}</p>
      <ClampedText as="blockquote" className="manage-concern-message" text={concern.message} />
      {concern.answer ? (
        <ClampedText className="manage-concern-answer" text={`Answer: ${concern.answer}`} />
      ) : null}
      {error.general.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
      {concern.state === 'open' ? (
        <form className="manage-concern-form" onSubmit={send} noValidate>
          <label htmlFor={`${id}-answer`}>Answer to {concern.auditor.name}</label>
          <textarea
            id={`${id}-answer`}
            rows={3}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            aria-invalid={error.answer ? true : undefined}
            aria-describedby={error.answer ? `${id}-answer-error` : undefined}
          />
          {error.answer ? (
            <p id={`${id}-answer-error`} className="manage-error">
              {error.answer.join(' ')}
            </p>
          ) : null}
          <button type="submit" className="button button-primary" disabled={busy}>
            Send answer
          </button>
        </form>
      ) : null}
      {concern.state !== 'resolved' ? (
        <div className="manage-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => act(() => resolveConcern(concern.id), CONCERN_MESSAGES.resolved)}
          >
            Resolve
          </button>
        </div>
      ) : null}
    </li>
  );
}
