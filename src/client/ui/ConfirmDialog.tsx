import { type ReactNode, useState } from 'react';
import { Modal } from './Modal';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  /** runs on Yes; the dialog closes when it settles, and cannot be closed while it runs */
  onYes: () => Promise<void> | void;
  onClose: () => void;
}

/** A Yes / No question (the spec's delete confirmations); No has the focus, as the safe answer. */
export function ConfirmDialog({ title, message, onYes, onClose }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const yes = async () => {
    setBusy(true);
    try {
      await onYes();
    } finally {
      onClose();
    }
  };
  return (
    <Modal title={title} size="small" onClose={busy ? () => undefined : onClose}>
      <p className="confirm-message">{message}</p>
      <div className="confirm-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={onClose}
          disabled={busy}
          data-autofocus
        >
          No
        </button>
        <button type="button" className="button button-primary" onClick={() => void yes()} disabled={busy}>
          Yes
        </button>
      </div>
    </Modal>
  );
}
