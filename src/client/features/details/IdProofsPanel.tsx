import { type ChangeEvent, useRef, useState } from 'react';
import type { Attachment } from '../../../contract';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { DeleteProofDialog } from './idProofs/DeleteProofDialog';
import { ID_PROOF_ACCEPT } from './idProofs/idProofFileRules';
import { ProofList } from './idProofs/ProofList';
import { UploadRows } from './idProofs/UploadRows';
import { useIdProofList } from './idProofs/useIdProofList';
import { useIdProofUploads } from './idProofs/useIdProofUploads';
import { useVersionReloadHold } from './idProofs/useVersionReloadHold';
import './idProofs/idProofs.css';

interface IdProofsPanelProps {
  /**
   * A proof was added or deleted: having one counts towards the profile completion, so the page
   * reloads its figure then, as it does after a modal's save.
   */
  onChanged?: () => void;
}

/**
 * The ID Proofs panel of /details (docs/rules.md#account-and-profile): the user's proofs, upload
 * and delete.
 */
export function IdProofsPanel({ onChanged }: IdProofsPanelProps = {}) {
  const list = useIdProofList();
  const uploads = useIdProofUploads({
    // the device's copy went in the transaction that recorded `complete`: the server lists it now
    onStoredOnServer: () => {
      void list.refresh();
      onChanged?.();
    },
  });
  const input = useRef<HTMLInputElement>(null);
  // a reload before the picked files are on the device would lose them; after, it loses nothing
  const { pickerOpened, pickerClosed } = useVersionReloadHold(input, uploads.storing);
  const [deleting, setDeleting] = useState<Attachment>();

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    void uploads.addFiles([...(event.target.files ?? [])]);
    pickerClosed();
    // Cleared so that picking the same file again (after a dismiss) is a change too.
    event.target.value = '';
  };

  const none = list.state.status === 'ready' && list.state.data.length === 0;
  return (
    <div className="id-proofs">
      <p className="id-proofs-note">Only images or PDFs are supported</p>
      <p className={`id-proofs-note${none ? ' id-proofs-required' : ''}`}>
        At least one ID proof is required
      </p>

      <div className="id-proofs-list" data-testid="id-proofs-list">
        {list.state.status === 'loading' ? <Spinner label="Loading ID proofs" /> : null}
        {list.state.status === 'error' ? <ErrorNotice onRetry={list.retry} /> : null}
        {list.state.status === 'ready' ? <ProofList proofs={list.state.data} onDelete={setDeleting} /> : null}
      </div>

      <label className="button button-secondary id-proofs-pick">
        Upload ID proofs
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          multiple
          accept={ID_PROOF_ACCEPT}
          onClick={pickerOpened}
          onChange={picked}
        />
      </label>
      {uploads.selectionError ? (
        <p className="id-proofs-selection-error" role="alert">
          {uploads.selectionError}
        </p>
      ) : null}
      <UploadRows rows={uploads.rows} onRetry={uploads.retry} onDismiss={uploads.dismiss} />

      {deleting ? (
        <DeleteProofDialog
          proof={deleting}
          onDeleted={(id) => {
            list.remove(id);
            onChanged?.();
          }}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </div>
  );
}
