import { useState } from 'react';
import { type Attachment, confirmDeleteAttachmentMessage, MESSAGES } from '../../../../contract';
import { deleteAttachment } from '../../../api/attachments';
import { isSessionExpiredError } from '../../../api/http';
import { showToast } from '../../../app/toastStore';
import { Modal } from '../../../ui/Modal';

interface DeleteProofDialogProps {
  proof: Attachment;
  onDeleted: (proofId: string) => void;
  onClose: () => void;
}

/** Asks before deleting (spec wording, reports "Attachments"); a failed delete is a toast. */
export function DeleteProofDialog({ proof, onDeleted, onClose }: DeleteProofDialogProps) {
  const [deleting, setDeleting] = useState(false);

  const confirm = async () => {
    setDeleting(true);
    try {
      await deleteAttachment(proof.id);
      onDeleted(proof.id);
    } catch (error) {
      // A 403 is already on its way to the login page with its own alert.
      if (!isSessionExpiredError(error)) showToast(MESSAGES.genericError, { tone: 'error' });
    }
    onClose();
  };

  return (
    <Modal title="Delete ID proof" size="small" onClose={deleting ? () => undefined : onClose}>
      <p className="id-proof-confirm">{confirmDeleteAttachmentMessage(proof.file_name)}</p>
      <div className="id-proof-confirm-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={onClose}
          disabled={deleting}
          data-autofocus
        >
          No
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void confirm()}
          disabled={deleting}
        >
          Yes
        </button>
      </div>
    </Modal>
  );
}
