import type { Attachment } from '../../../../contract';
import { formatFileSize } from './idProofFileRules';
import { ProofPreview } from './ProofPreview';

interface ProofListProps {
  proofs: Attachment[];
  onDelete: (proof: Attachment) => void;
}

/** The uploaded proofs: preview, name (opens the file in a new tab), size and a delete button. */
export function ProofList({ proofs, onDelete }: ProofListProps) {
  if (proofs.length === 0) return <p className="id-proofs-empty">No ID proofs uploaded yet.</p>;
  return (
    <ul className="id-proofs-items" aria-label="Uploaded ID proofs">
      {proofs.map((proof) => (
        <li key={proof.id} className="id-proof-item">
          <ProofPreview proof={proof} />
          <span className="id-proof-text">
            <a href={proof.direct_url} target="_blank" rel="noopener noreferrer" className="id-proof-name">
              {proof.file_name}
            </a>
            <span className="id-proof-size">{formatFileSize(proof.file_size)}</span>
          </span>
          <button
            type="button"
            className="id-proof-delete"
            aria-label={`Delete ${proof.file_name}`}
            onClick={() => onDelete(proof)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
