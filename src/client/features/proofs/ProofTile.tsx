import { useState } from 'react';
import { type ProofTag, REPORT_PROOF_MESSAGES } from '../../../contract';
import { formatMoment } from '../../lib/dates';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useUploadProgress } from '../../syncRuntime/proofUploads';
import { ProofPlayer } from './ProofPlayer';
import { ProofTagSelect } from './ProofTagSelect';
import { ProofThumb } from './ProofThumb';
import type { ProofTileData } from './proofTiles';
import { uploadingLabel, waitingLabel } from './uploadPace';
import { useDeviceFileUrl } from './useDeviceFileUrl';

interface TileMoves {
  earlier?: () => void;
  later?: () => void;
}

interface ProofTileProps {
  tile: ProofTileData;
  editable: boolean;
  /** the section's proof tags: the select shows only when one takes the file */
  tags: ProofTag[];
  onTag: (tile: ProofTileData, tagId: number | null) => void;
  /** moves the tile one place earlier (-1) or later (+1); absent where it cannot move that way */
  onMove?: TileMoves;
  onDelete: (tile: ProofTileData) => void;
  onRetry: (tile: ProofTileData) => void;
}

/** One proof: 150x100 from the device at once, its state beneath (decision 0014). */
export function ProofTile({ tile, editable, tags, onTag, onMove, onDelete, onRetry }: ProofTileProps) {
  const online = useOnlineStatus();
  const deviceUrl = useDeviceFileUrl(tile.id, tile.size, tile.state !== 'uploaded');
  const progress = useUploadProgress((store) => store.progress.get(tile.id) ?? 0);
  const pace = useUploadProgress((store) => store.pace.get(tile.id));
  const src = deviceUrl ?? tile.url;
  const taken = formatMoment(tile.capturedAt);
  const [playing, setPlaying] = useState(false);
  const percent = Math.round(progress * 100);
  const label = {
    preparing: 'Preparing…',
    waiting: waitingLabel(tile, online),
    // offline, nothing is on its way: a file left mid-upload by a closed app waits like the others
    uploading: online ? uploadingLabel(tile, progress, pace) : waitingLabel(tile, online),
    uploaded: 'Uploaded',
    failed: tile.error ?? 'Upload failed',
  }[tile.state];

  return (
    <li className={`proof proof-${tile.state}`} data-testid={`proof-${tile.id}`}>
      <ProofThumb
        tile={tile}
        src={src}
        editable={editable}
        onPlay={() => setPlaying(true)}
        onDelete={onDelete}
      />
      {tile.url ? (
        <a className="proof-name" href={tile.url} target="_blank" rel="noopener noreferrer">
          {tile.fileName}
        </a>
      ) : (
        <span className="proof-name">{tile.fileName}</span>
      )}
      {/* a refused file too: a wrong tag is one reason to refuse it, and is mended here */}
      {editable ? <ProofTagSelect tile={tile} tags={tags} onTag={onTag} /> : null}
      {tile.repeatAlert ? <RepeatAlertNote alert={tile.repeatAlert} /> : null}
      {taken ? (
        <span className="proof-taken" title={`Picked ${formatMoment(tile.pickedAt) ?? ''}`}>
          Taken {taken}
        </span>
      ) : null}
      <span
        className="proof-state"
        role={tile.state === 'failed' ? 'alert' : undefined}
        data-testid="proof-state"
      >
        {label}
      </span>
      {tile.state === 'uploading' ? (
        <span
          className="proof-bar"
          role="progressbar"
          aria-label={`Uploading ${tile.fileName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="proof-bar-fill" style={{ width: `${percent}%` }} />
        </span>
      ) : null}
      {editable && onMove && (onMove.earlier || onMove.later) ? (
        <MoveButtons fileName={tile.fileName} onMove={onMove} />
      ) : null}
      {tile.state === 'failed' && editable ? (
        <button type="button" className="button button-secondary proof-retry" onClick={() => onRetry(tile)}>
          Retry
        </button>
      ) : null}
      {playing && src ? <ProofPlayer tile={tile} src={src} onClose={() => setPlaying(false)} /> : null}
    </li>
  );
}

/** Earlier and Later in the section's order, each disabled where the tile cannot go that way. */
function MoveButtons({ fileName, onMove }: { fileName: string; onMove: TileMoves }) {
  return (
    <span className="proof-move">
      <button
        type="button"
        className="proof-move-button"
        aria-label={`Move ${fileName} earlier`}
        disabled={!onMove.earlier}
        onClick={onMove.earlier}
      >
        <span aria-hidden="true">◀</span>
      </button>
      <button
        type="button"
        className="proof-move-button"
        aria-label={`Move ${fileName} later`}
        disabled={!onMove.later}
        onClick={onMove.later}
      >
        <span aria-hidden="true">▶</span>
      </button>
    </span>
  );
}

/** The file repeats one of an earlier report that was faulted: a link to where it was. */
function RepeatAlertNote({ alert }: { alert: NonNullable<ProofTileData['repeatAlert']> }) {
  return (
    <span className="proof-repeat" data-testid="proof-repeat">
      {REPORT_PROOF_MESSAGES.repeatLabel}{' '}
      <a
        href={alert.faulty_attachment_url ?? `/audit_store/${alert.faulty_report_id}/report`}
        target="_blank"
        rel="noopener noreferrer"
      >
        #{alert.faulty_report_id}
      </a>
    </span>
  );
}
