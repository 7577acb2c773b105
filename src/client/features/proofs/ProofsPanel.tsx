import { type ChangeEvent, useEffect, useState } from 'react';
import { confirmDeleteAttachmentMessage, type ProofTag, type Section } from '../../../contract';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MandatoryProofs, tagProved } from './MandatoryProofs';
import { ProofNotes } from './ProofNotes';
import { ProofTile } from './ProofTile';
import { pickProofs } from './pickProofs';
import { countedProofs, type ProofTileData } from './proofTiles';
import { StorageLine } from './StorageLine';
import { useSectionProofs } from './useSectionProofs';
import { useTileActions } from './useTileActions';
import './proofs.css';

interface ProofsPanelProps {
  auditStoreId: number;
  section: Section;
  /** the section's proof tags */
  tags: ProofTag[];
  /** the report's proof notes by tag */
  notes: ReadonlyMap<number, string>;
  editable: boolean;
  showErrors: boolean;
  /** told how many proof problems Submit would count here (too few files, each mandatory one missing) */
  onMissing?: (count: number) => void;
}

export const PROOF_PANEL_TEXTS = {
  pick: 'Add photos, audio or video',
  listOffline: 'Uploaded files show here when the device is online.',
} as const;

/** Where a picked file goes in the section's order: after every tile there is. */
const nextSequence = (tiles: readonly ProofTileData[]) =>
  Math.max(0, ...tiles.map((tile) => tile.sequence + 1));

/** A section's attachments (decision 0014; docs/rules.md#proofs): pick, tiles, delete. */
export function ProofsPanel(props: ProofsPanelProps) {
  const { auditStoreId, section, tags, notes, editable, showErrors, onMissing } = props;
  const proofs = useSectionProofs(auditStoreId, section.id);
  const { tiles, serverFailed } = proofs;
  const { remove, retry, tag, move } = useTileActions(auditStoreId, section.id, proofs);
  const [problems, setProblems] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<ProofTileData>();
  const minimum = section.minimum_attachment_count;
  const tooFew = minimum > 0 && countedProofs(tiles) < minimum;
  const missing = (tooFew ? 1 : 0) + tags.filter((tag) => tag.is_required && !tagProved(tag, tiles)).length;
  useEffect(() => onMissing?.(missing), [missing, onMissing]);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be picked again
    if (files.length === 0) return;
    setProblems(
      await pickProofs({ auditStoreId, sectionId: section.id, nextSequence: nextSequence(tiles) }, files),
    );
  };

  return (
    <div className="proofs" data-testid={`proofs-${section.id}`}>
      <h3 className="proofs-title">Attachments</h3>
      {minimum > 0 ? (
        <p className={tooFew && showErrors ? 'proofs-minimum proofs-minimum-missing' : 'proofs-minimum'}>
          Attach at least {minimum} proof file{minimum === 1 ? '' : 's'}.
        </p>
      ) : null}
      <MandatoryProofs tags={tags} tiles={tiles} showErrors={showErrors} />
      <ProofNotes
        auditStoreId={auditStoreId}
        sectionId={section.id}
        tags={tags}
        notes={notes}
        editable={editable}
      />
      {tiles.length > 0 ? (
        <ul className="proofs-tiles" aria-label={`Attachments of ${section.name}`}>
          {tiles.map((tile, index) => (
            <ProofTile
              key={tile.id}
              tile={tile}
              onMove={{
                ...(index > 0 ? { earlier: () => void move(index, -1) } : {}),
                ...(index < tiles.length - 1 ? { later: () => void move(index, 1) } : {}),
              }}
              editable={editable}
              tags={tags}
              onTag={(tagged, tagId) => void tag(tagged, tagId)}
              onDelete={setDeleting}
              onRetry={(failed) => void retry(failed)}
            />
          ))}
        </ul>
      ) : null}
      {serverFailed ? <p className="proofs-note">{PROOF_PANEL_TEXTS.listOffline}</p> : null}
      {editable ? (
        <label className="button button-secondary proofs-pick">
          {PROOF_PANEL_TEXTS.pick}
          <input
            type="file"
            multiple
            accept="image/*,audio/*,video/*,application/pdf"
            className="visually-hidden"
            data-testid={`proofs-input-${section.id}`}
            onChange={(event) => void onPick(event)}
          />
        </label>
      ) : null}
      {editable ? <StorageLine tiles={tiles} /> : null}
      {problems.length > 0 ? (
        <ul className="proofs-problems" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete attachment"
          message={confirmDeleteAttachmentMessage(deleting.fileName)}
          onYes={() => remove(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      ) : null}
    </div>
  );
}
