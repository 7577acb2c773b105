import { type FormEvent, useId, useState } from 'react';
import { PROOF_NOTE_MESSAGES, type ProofTag, proofNoteOfForm } from '../../../contract';
import { useTextDraft } from '../../session/useTextDraft';
import { Modal } from '../../ui/Modal';
import { saveNote } from './saveProofNote';

interface ProofNoteModalProps {
  auditStoreId: number;
  sectionId: number;
  /** the section's optional tags: the only ones offered (spec) */
  tags: ProofTag[];
  /** the section's mandatory tags, named so the auditor knows why they are not offered */
  mandatory: string[];
  onClose: () => void;
}

/** The modal that records why an optional proof of the section is not attached (decision 0017). */
export function ProofNoteModal({ auditStoreId, sectionId, tags, mandatory, onClose }: ProofNoteModalProps) {
  const [tagId, setTagId] = useState('');
  const reason = useTextDraft(`proofNote:${auditStoreId}:${sectionId}`);
  const [error, setError] = useState<string | null>(null);
  const ids = { tag: useId(), reason: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // the server's rule: an unchosen tag (0) or a blank reason gives the spec's message
    const note = proofNoteOfForm(Number(tagId), reason.text);
    if (!note.ok) {
      setError(note.error);
      return;
    }
    await saveNote(auditStoreId, note.proof_tag_id, note.reason);
    reason.discard();
    onClose();
  };

  return (
    <Modal title={PROOF_NOTE_MESSAGES.title} size="small" onClose={onClose}>
      <form className="proof-note-form" onSubmit={(event) => void submit(event)} noValidate>
        {mandatory.length > 0 ? (
          <p className="proof-note-mandatory">{PROOF_NOTE_MESSAGES.mandatoryNotListed(mandatory)}</p>
        ) : null}
        <label htmlFor={ids.tag}>Proof</label>
        <select
          id={ids.tag}
          value={tagId}
          onChange={(event) => {
            setTagId(event.target.value);
            setError(null);
          }}
          aria-describedby={error ? ids.error : undefined}
        >
          <option value="">Select Tag</option>
          {tags.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.proof_tag}
            </option>
          ))}
        </select>
        <label htmlFor={ids.reason}>Why is it not attached?</label>
        <textarea
          id={ids.reason}
          rows={4}
          value={reason.text}
          onChange={(event) => {
            reason.change(event.target.value);
            setError(null);
          }}
          aria-describedby={error ? ids.error : undefined}
        />
        {error ? (
          <p className="proof-note-error" id={ids.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className="proof-note-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button-primary">
            Save
          </button>
        </div>
      </form>
    </Modal>
  );
}
