import { type Attachment, confirmDeleteAttachmentMessage, MESSAGES } from '../../../../contract';
import { deleteAttachment } from '../../../api/attachments';
import { isSessionExpiredError } from '../../../api/http';
import { showToast } from '../../../pageState/toastStore';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

interface DeleteProofDialogProps {
  proof: Attachment;
  onDeleted: (proofId: string) => void;
  onClose: () => void;
}

/** Asks before deleting (spec wording, reports "Attachments"); a failed delete is a toast. */
export function DeleteProofDialog({ proof, onDeleted, onClose }: DeleteProofDialogProps) {
  const remove = async () => {
    try {
      await deleteAttachment(proof.id);
      onDeleted(proof.id);
    } catch (error) {
      // A 403 is already on its way to the login page with its own alert.
      if (!isSessionExpiredError(error)) showToast(MESSAGES.genericError, { tone: 'error' });
    }
  };
  return (
    <ConfirmDialog
      title="Delete ID proof"
      message={confirmDeleteAttachmentMessage(proof.file_name)}
      onYes={remove}
      onClose={onClose}
    />
  );
}
