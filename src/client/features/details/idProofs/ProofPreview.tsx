import type { Attachment } from '../../../../contract';

/** An image proof shows itself; a PDF (or anything else) a document icon with its kind. */
export function ProofPreview({ proof }: { proof: Attachment }) {
  if (proof.file_type.startsWith('image/')) {
    return <img className="id-proof-preview" src={proof.direct_url} alt="" loading="lazy" />;
  }
  const kind = proof.file_type === 'application/pdf' ? 'PDF' : 'FILE';
  return (
    <span className="id-proof-preview id-proof-icon" aria-hidden="true">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5" />
      </svg>
      <span className="id-proof-kind">{kind}</span>
    </span>
  );
}
