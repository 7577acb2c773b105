import { useId } from 'react';
import { REVERT_MESSAGE_MAX } from '../../../contract';

/**
 * "Ask for a fix" on one question or section: a button until pressed, then the message to the
 * auditor (undefined: not asked; a string: being written). Removing it takes the ask back.
 */
export function SendBackField(props: {
  label: string;
  value: string | undefined;
  onChange: (message: string | null) => void;
}) {
  const id = useId();
  if (props.value === undefined)
    return (
      <button type="button" className="button button-secondary review-ask" onClick={() => props.onChange('')}>
        Ask for a fix
      </button>
    );
  return (
    <div className="review-message">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        rows={2}
        maxLength={REVERT_MESSAGE_MAX}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <button type="button" className="button button-secondary" onClick={() => props.onChange(null)}>
        Remove the ask
      </button>
    </div>
  );
}
