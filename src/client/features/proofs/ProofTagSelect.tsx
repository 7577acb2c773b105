import { useId } from 'react';
import type { ProofTag } from '../../../contract';
import { type ProofTileData, tagChoices } from './proofTiles';

interface ProofTagSelectProps {
  tile: ProofTileData;
  /** the section's proof tags */
  tags: ProofTag[];
  onTag: (tile: ProofTileData, tagId: number | null) => void;
}

/**
 * A tile's tag (spec: 'Select Tag' first, green when set, red when not): only the tags whose kind
 * takes the file (decision 0033). A tag the file carries and may not shows red with what it needs,
 * so the auditor picks another; the server's refusal of it waits in "need attention" until then.
 */
export function ProofTagSelect({ tile, tags, onTag }: ProofTagSelectProps) {
  const mismatchId = useId();
  const { offered, mismatch } = tagChoices(tags, tile);
  if (offered.length === 0) return null;
  const set = tile.proofTag !== null && mismatch === null;
  return (
    <>
      <select
        className={set ? 'proof-tag proof-tag-set' : 'proof-tag proof-tag-unset'}
        aria-label={`Tag of ${tile.fileName}`}
        aria-invalid={mismatch !== null}
        aria-describedby={mismatch ? mismatchId : undefined}
        value={tile.proofTag ?? ''}
        onChange={(event) => onTag(tile, event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">Select Tag</option>
        {offered.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.proof_tag}
          </option>
        ))}
      </select>
      {/* a refused upload already says the same as its state */}
      {mismatch && mismatch !== tile.error ? (
        <span className="proof-tag-mismatch" id={mismatchId} role="alert">
          {mismatch}
        </span>
      ) : null}
    </>
  );
}
