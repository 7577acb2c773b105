import { type FormEvent, useId, useState } from 'react';
import { PROOF_NOTE_MESSAGES, type ProofTag, proofNoteBodySchema } from '../../../contract';
import { getOfflineDb, setProofNoteOnDevice } from '../../../offline';
import { useTextDraft } from '../../session/useTextDraft';
import { pageSyncEngine } from '../../syncRuntime/pageSync';
import { Modal } from '../../ui/Modal';

interface ProofNotesProps {
  auditStoreId: number;
  sectionId: number;
  /** the section's tags */
  tags: ProofTag[];
  /** the report's notes by tag */
  notes: ReadonlyMap<number, string>;
  editable: boolean;
}

async function saveNote(auditStoreId: number, tagId: number, reason: string | null) {
  await setProofNoteOnDevice(getOfflineDb(), auditStoreId, tagId, reason);
  void pageSyncEngine().drain();
}

/**
 * The proof-tag modal's notes (decision 0017): why an optional proof of the section is not
 * attached. Lists the section's notes, and opens the modal that records one.
 */
export function ProofNotes({ auditStoreId, sectionId, tags, notes, editable }: ProofNotesProps) {
  const [open, setOpen] = useState(false);
  const optional = tags.filter((tag) => !tag.is_required);
  if (optional.length === 0) return null;
  const noted = optional.filter((tag) => notes.has(tag.id));
  return (
    <div className="proof-notes">
      {noted.length > 0 ? (
        <>
          <p className="proof-notes-title">{PROOF_NOTE_MESSAGES.listTitle}</p>
          <ul aria-label={PROOF_NOTE_MESSAGES.listTitle}>
            {noted.map((tag) => (
              <li key={tag.id} data-testid={`proof-note-${tag.id}`}>
                <span className="proof-notes-tag">{tag.proof_tag}</span>
                <span className="proof-notes-reason">{notes.get(tag.id)}</span>
                {editable ? (
                  <button
                    type="button"
                    className="proof-notes-remove"
                    aria-label={`Remove the note on ${tag.proof_tag}`}
                    onClick={() => void saveNote(auditStoreId, tag.id, null)}
                  >
                    Remove
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {editable ? (
        <button
          type="button"
          className="button button-secondary proof-notes-open"
          onClick={() => setOpen(true)}
        >
          {PROOF_NOTE_MESSAGES.open}
        </button>
      ) : null}
      {open ? (
        <ProofNoteModal
          auditStoreId={auditStoreId}
          sectionId={sectionId}
          tags={optional}
          mandatory={tags.filter((tag) => tag.is_required).map((tag) => tag.proof_tag)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

interface ProofNoteModalProps {
  auditStoreId: number;
  sectionId: number;
  /** the section's optional tags: the only ones offered (spec) */
  tags: ProofTag[];
  /** the section's mandatory tags, named so the auditor knows why they are not offered */
  mandatory: string[];
  onClose: () => void;
}

function ProofNoteModal({ auditStoreId, sectionId, tags, mandatory, onClose }: ProofNoteModalProps) {
  const [tagId, setTagId] = useState('');
  const reason = useTextDraft(`proofNote:${auditStoreId}:${sectionId}`);
  const [error, setError] = useState<string | null>(null);
  const ids = { tag: useId(), reason: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // the server's own schema: an unchosen tag (0) or a blank reason gives the spec's message
    const parsed = proofNoteBodySchema.safeParse({ proof_tag_id: Number(tagId), reason: reason.text });
    if (!parsed.success || parsed.data.reason === null) {
      setError(PROOF_NOTE_MESSAGES.empty);
      return;
    }
    await saveNote(auditStoreId, parsed.data.proof_tag_id, parsed.data.reason);
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
