import { useState } from 'react';
import { PROOF_NOTE_MESSAGES, type ProofTag } from '../../../contract';
import { ProofNoteModal } from './ProofNoteModal';
import { saveNote } from './saveProofNote';

interface ProofNotesProps {
  auditStoreId: number;
  sectionId: number;
  /** the section's tags */
  tags: ProofTag[];
  /** the report's notes by tag */
  notes: ReadonlyMap<number, string>;
  editable: boolean;
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
