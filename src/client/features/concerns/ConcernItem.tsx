import type { Concern } from '../../../contract/concerns';
import { CONCERN_KIND_LABELS, CONCERN_STATE_LABELS, type ConcernKind } from '../../../contract/concernTexts';
import { formatDateTime } from '../../lib/dates';
import { ClampedText } from '../../ui/ClampedText';

interface ConcernItemProps {
  concern: Concern;
  /** on the payment or the report it is about, the subject goes without saying */
  showSubject?: boolean;
}

/** One concern the auditor raised: its kind and state, their words, and the team's answer. */
export function ConcernItem({ concern, showSubject = true }: ConcernItemProps) {
  return (
    <li className="card concern">
      <p className="concern-head">
        <strong>{CONCERN_KIND_LABELS[concern.kind as ConcernKind] ?? 'Concern'}</strong>
        <span className={`concern-state concern-${concern.state}`}>
          {CONCERN_STATE_LABELS[concern.state]}
        </span>
      </p>
      <p className="concern-about">
        {showSubject ? `About ${concern.subject.label} · ` : 'Raised '}
        {formatDateTime(concern.created_at)}
      </p>
      <ClampedText as="blockquote" className="concern-message" text={concern.message} />
      {concern.answer ? (
        <div className="concern-answer">
          <strong>Our answer</strong>
          {concern.answered_at ? <span> · {formatDateTime(concern.answered_at)}</span> : null}
          <ClampedText text={concern.answer} />
        </div>
      ) : null}
    </li>
  );
}
