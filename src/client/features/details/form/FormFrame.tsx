import type { FormEvent, ReactNode } from 'react';
import { DETAILS_TEXTS } from '../../../../contract';
import './form.css';

interface FormFrameProps {
  onSubmit: (event?: FormEvent) => Promise<void>;
  generalErrors: string[];
  saving: boolean;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of every edit form: errors that belong to no field on top, the fields, then Cancel / Save. */
export function FormFrame({ onSubmit, generalErrors, saving, onCancel, children }: FormFrameProps) {
  return (
    <form className="edit-form" onSubmit={onSubmit} noValidate>
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
