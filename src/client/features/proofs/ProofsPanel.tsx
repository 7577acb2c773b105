import { type ChangeEvent, useEffect, useState } from 'react';
import { confirmDeleteAttachmentMessage, MESSAGES, type ProofTag, type Section } from '../../../contract';
import { deleteAttachment } from '../../api/attachments';
import { toastRefusal, useServerAction } from '../../forms/useServerAction';
import { getOfflineDb } from '../../offline/db';
import { arrangeOnDevice } from '../../offline/proofOrder';
import { discardProof, retryProof } from '../../offline/proofRecords';
import { setProofTagOnDevice } from '../../offline/proofTags';
import { showToast } from '../../pageState/toastStore';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { pageSyncEngine } from '../../sync/pageSync';
import { pageProofQueue } from '../../sync/proofUploads';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MandatoryProofs, tagProved } from './MandatoryProofs';
import { ProofNotes } from './ProofNotes';
import { ProofTile } from './ProofTile';
import { pickProofs } from './pickProofs';
import { countedProofs, type ProofTileData } from './proofTiles';
import { StorageLine } from './StorageLine';
import { useSectionProofs } from './useSectionProofs';
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
  deleteNeedsConnection: 'Deleting an uploaded file needs a connection.',
  stillUploading: 'This file is being uploaded: delete it once it is uploaded.',
  listOffline: 'Uploaded files show here when the device is online.',
} as const;

/** Where a picked file goes in the section's order: after every tile there is. */
const nextSequence = (tiles: readonly ProofTileData[]) =>
  Math.max(0, ...tiles.map((tile) => tile.sequence + 1));

/** A section's attachments (spec: Report components, attachment tiles): pick, tiles, delete. */
export function ProofsPanel(props: ProofsPanelProps) {
  const { auditStoreId, section, tags, notes, editable, showErrors, onMissing } = props;
  const { tiles, serverProofs, serverFailed, refresh } = useSectionProofs(auditStoreId, section.id);
  const online = useOnlineStatus();
  const [problems, setProblems] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<ProofTileData>();
  const deletion = useServerAction(toastRefusal(() => MESSAGES.genericError));
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

  const remove = async (tile: ProofTileData) => {
    const db = getOfflineDb();
    if (tile.state !== 'uploaded') {
      if (!(await discardProof(db, tile.id))) showToast(PROOF_PANEL_TEXTS.stillUploading, { tone: 'error' });
      return;
    }
    if (!online) {
      showToast(PROOF_PANEL_TEXTS.deleteNeedsConnection, { tone: 'error' });
      return;
    }
    await deletion.run(async () => {
      await deleteAttachment(tile.id);
      await db.proofs.delete(tile.id);
      await refresh();
    });
  };

  const tag = async (tile: ProofTileData, tagId: number | null) => {
    const uploaded = serverProofs?.find((proof) => proof.id === tile.id);
    const target = { id: tile.id, auditStoreId, ...(uploaded ? { uploaded } : {}) };
    if (await setProofTagOnDevice(getOfflineDb(), target, tagId)) void pageSyncEngine().drain();
    // a file refused (for a tag its kind does not take, say) goes again with its new tag
    if (tile.state === 'failed') await retry(tile);
  };

  /** The auditor's new order: the tile swapped with its neighbour, shown at once, sent when it can be. */
  const move = async (index: number, by: -1 | 1) => {
    const order = [...tiles];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    const items = order.map((tile) => {
      const uploaded = serverProofs?.find((proof) => proof.id === tile.id);
      return uploaded ? { id: tile.id, uploaded } : { id: tile.id };
    });
    const target = { auditStoreId, sectionId: section.id };
    if (await arrangeOnDevice(getOfflineDb(), target, items)) void pageSyncEngine().drain();
  };

  const retry = async (tile: ProofTileData) => {
    await retryProof(getOfflineDb(), tile.id, Date.now());
    await pageProofQueue().drain();
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
