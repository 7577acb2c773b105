import { type ProofTag, provesTag } from '../../../contract';
import type { ProofTileData } from './proofTiles';

/** Whether a file on the device or the server, not refused, proves the tag (contract provesTag). */
export const tagProved = (tag: ProofTag, tiles: readonly ProofTileData[]) =>
  tiles.some((tile) => tile.state !== 'failed' && provesTag(tag, tile));

interface MandatoryProofsProps {
  tags: ProofTag[];
  tiles: ProofTileData[];
  showErrors: boolean;
}

/**
 * The section's required tags as mandatory proofs, each with whether a file proves it (spec): one
 * that carries the tag and is of a type the tag takes (decision 0033), as the submit check counts.
 */
export function MandatoryProofs({ tags, tiles, showErrors }: MandatoryProofsProps) {
  const required = tags.filter((tag) => tag.is_required);
  if (required.length === 0) return null;
  return (
    <div className="proofs-mandatory">
      <p className="proofs-mandatory-title">Mandatory proofs</p>
      <ul>
        {required.map((tag) => {
          const attached = tagProved(tag, tiles);
          const missing = !attached && showErrors;
          return (
            <li
              key={tag.id}
              className={
                attached ? 'proofs-mandatory-attached' : missing ? 'proofs-mandatory-missing' : undefined
              }
              data-testid={`mandatory-proof-${tag.id}`}
            >
              <span aria-hidden="true">{attached ? '✓' : '○'} </span>
              {tag.proof_tag}: {attached ? 'attached' : 'not attached'}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
