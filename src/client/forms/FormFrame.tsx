import type { FormEvent, ReactNode } from 'react';
import { DETAILS_TEXTS } from '../../contract';
import './form.css';

interface FormFrameProps {
  onSubmit: (event?: FormEvent) => Promise<void>;
  generalErrors: string[];
  saving: boolean;
  onCancel: () => void;
  /** the values shown were kept on the device from before the page went away */
  restored?: boolean;
  children: ReactNode;
}

/** The frame of every edit form: errors that belong to no field on top, the fields, then Cancel / Save. */
export function FormFrame({ onSubmit, generalErrors, saving, onCancel, restored, children }: FormFrameProps) {
  return (
    <form className="edit-form" onSubmit={onSubmit} noValidate>
      {restored ? (
        <p className="edit-form-restored" role="status">
          {DETAILS_TEXTS.draftRestored}
        </p>
      ) : null}
      {generalErrors.length > 0 ? (
        <ul className="edit-form-errors" role="alert">
          {generalErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {children}
      <div className="edit-form-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {DETAILS_TEXTS.cancel}
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          {saving ? DETAILS_TEXTS.saving : DETAILS_TEXTS.save}
        </button>
      </div>
    </form>
  );
}
