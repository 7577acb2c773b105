import { type Attachment, confirmDeleteAttachmentMessage, MESSAGES } from '../../../../contract';
import { deleteAttachment } from '../../../api/attachments';
import { toastRefusal, useServerAction } from '../../../forms/useServerAction';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

interface DeleteProofDialogProps {
  proof: Attachment;
  onDeleted: (proofId: string) => void;
  onClose: () => void;
}

/** Asks before deleting (spec wording, reports "Attachments"); a failed delete is a toast. */
export function DeleteProofDialog({ proof, onDeleted, onClose }: DeleteProofDialogProps) {
  const { run } = useServerAction(toastRefusal(() => MESSAGES.genericError));
  const remove = () =>
    run(async () => {
      await deleteAttachment(proof.id);
      onDeleted(proof.id);
    });
  return (
    <ConfirmDialog
      title="Delete ID proof"
      message={confirmDeleteAttachmentMessage(proof.file_name)}
      onYes={remove}
      onClose={onClose}
    />
  );
}
