import type { RefObject } from 'react';
import { REPORT_LIMITS } from '../../../contract';
import type { MessageFormErrors } from './messageErrors';

interface MessageFieldProps {
  fieldId: string;
  label: string;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  rows: number;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  errors: MessageFormErrors;
  online: boolean;
  required?: boolean;
  /** the field takes the focus when its modal opens */
  autoFocus?: boolean;
}

/**
 * The reason box of the audit-store modals (withdraw, concern, not performed): errors of the
 * request on top, the labelled text with its counter and field error, and the offline note.
 */
export function MessageField(props: MessageFieldProps) {
  const { fieldId, errors, text } = props;
  const invalid = errors.message.length > 0;
  return (
    <>
      {errors.general.length > 0 ? (
        <div className="message-modal-errors" role="alert">
          {errors.general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <label className="message-modal-label" htmlFor={fieldId}>
        {props.label}
      </label>
      <textarea
        id={fieldId}
        className={invalid ? 'message-modal-input message-modal-input-invalid' : 'message-modal-input'}
        ref={props.inputRef}
        data-autofocus={props.autoFocus ? true : undefined}
        rows={props.rows}
        required={props.required}
        maxLength={REPORT_LIMITS.concernMax}
        placeholder={props.placeholder}
        value={text}
        onChange={(event) => props.onText(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${fieldId}-count${invalid ? ` ${fieldId}-error` : ''}`}
      />
      <div className="message-modal-meta">
        <span
          id={`${fieldId}-error`}
          className="message-modal-field-error"
          role={invalid ? 'alert' : undefined}
        >
          {errors.message.join(' ')}
        </span>
        <span id={`${fieldId}-count`} className="message-modal-count">
          {text.length}/{REPORT_LIMITS.concernMax}
        </span>
      </div>
      {props.online ? null : <p className="message-modal-offline">You are offline</p>}
    </>
  );
}
