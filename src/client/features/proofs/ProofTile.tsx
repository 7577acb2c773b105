import { useEffect, useState } from 'react';
import { PROOF_PLAYER, PROOF_TYPE_LABELS, type ProofTag, REPORT_PROOF_MESSAGES } from '../../../contract';
import { formatMoment } from '../../lib/dates';
import { getOfflineDb } from '../../offline/db';
import { proofBytes } from '../../offline/proofRecords';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useUploadProgress } from '../../sync/proofUploads';
import { Spinner } from '../../ui/Spinner';
import { ProofPlayer } from './ProofPlayer';
import { ProofTagSelect } from './ProofTagSelect';
import type { ProofTileData } from './proofTiles';

interface ProofTileProps {
  tile: ProofTileData;
  editable: boolean;
  /** the section's proof tags: the select shows only when one takes the file */
  tags: ProofTag[];
  onTag: (tile: ProofTileData, tagId: number | null) => void;
  /** moves the tile one place earlier (-1) or later (+1); absent where it cannot move that way */
  onMove?: { earlier?: () => void; later?: () => void };
  onDelete: (tile: ProofTileData) => void;
  onRetry: (tile: ProofTileData) => void;
}

/**
 * The object URL of a file still on the device, read from `proofFiles` by the tile itself, once
 * per file and size (the compressed copy replaces the picked one with another size), and revoked
 * when the tile goes. Records carry no bytes, so an upload's many record writes read no Blob.
 */
function useDeviceFileUrl(id: string, size: number, onDevice: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the size changes (the compressed copy replaced the picked one).
  useEffect(() => {
    if (!onDevice) return setUrl(undefined);
    let made: string | undefined;
    let current = true;
    void proofBytes(getOfflineDb(), id).then((blob) => {
      if (!current || !blob) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, size, onDevice]);
  return url;
}

/**
 * A photo's thumbnail: a spinner while it loads, an error mark when it cannot (spec: tile states).
 * An image that failed while the device was offline is loaded again when the signal returns.
 */
function PhotoThumb({ src, name }: { src: string; name: string }) {
  const [state, setState] = useState<'loading' | 'shown' | 'failed' | 'failedOffline'>('loading');
  const [attempt, setAttempt] = useState(0);
  const online = useOnlineStatus();
  useEffect(() => {
    if (online && state === 'failedOffline') {
      setState('loading');
      setAttempt((n) => n + 1);
    }
  }, [online, state]);
  return (
    <>
      {state === 'loading' ? <Spinner label={`Loading ${name}`} /> : null}
      {state === 'failed' ? (
        <span className="proof-thumb-error" role="img" aria-label={PROOF_PLAYER.cannotLoadImage}>
          !
        </span>
      ) : null}
      {/* not the file's fault: it shows once the device is online again */}
      {state === 'failedOffline' ? <span className="proof-thumb-kind">Photo</span> : null}
      <img
        key={attempt}
        className="proof-thumb-image"
        src={src}
        alt={name}
        hidden={state === 'failed' || state === 'failedOffline'}
        onLoad={() => setState('shown')}
        onError={() => setState(navigator.onLine === false ? 'failedOffline' : 'failed')}
      />
    </>
  );
}

/** One proof: 150x100 from the device at once, its state beneath (spec: Report behaviour). */
export function ProofTile({ tile, editable, tags, onTag, onMove, onDelete, onRetry }: ProofTileProps) {
  const online = useOnlineStatus();
  const deviceUrl = useDeviceFileUrl(tile.id, tile.size, tile.state !== 'uploaded');
  const progress = useUploadProgress((store) => store.progress.get(tile.id) ?? 0);
  const src = deviceUrl ?? tile.url;
  const taken = formatMoment(tile.capturedAt);
  const [playing, setPlaying] = useState(false);
  const percent = Math.round(progress * 100);
  const label = {
    preparing: 'Preparing…',
    waiting: online ? 'Waiting to upload' : 'Waiting for a connection',
    uploading: `Uploading ${percent}%`,
    uploaded: 'Uploaded',
    failed: tile.error ?? 'Upload failed',
  }[tile.state];

  return (
    <li className={`proof proof-${tile.state}`} data-testid={`proof-${tile.id}`}>
      <span className="proof-thumb">
        {tile.proofType === 'PHOTO' && src ? (
          <PhotoThumb src={src} name={tile.fileName} />
        ) : (
          <span className="proof-thumb-kind">
            {tile.proofType ? PROOF_TYPE_LABELS[tile.proofType] : 'File'}
          </span>
        )}
        {(tile.proofType === 'AUDIO' || tile.proofType === 'VIDEO') && src ? (
          <button
            type="button"
            className="proof-play"
            aria-label={`Play ${tile.fileName}`}
            onClick={() => setPlaying(true)}
          >
            <span aria-hidden="true">▶</span>
          </button>
        ) : null}
        {/* a refused file is the device's alone: it can be discarded even once the report is read-only */}
        {(editable && tile.state !== 'uploading') || tile.state === 'failed' ? (
          <button
            type="button"
            className="proof-delete"
            aria-label={`Delete ${tile.fileName}`}
            onClick={() => onDelete(tile)}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </span>
      {tile.url ? (
        <a className="proof-name" href={tile.url} target="_blank" rel="noopener noreferrer">
          {tile.fileName}
        </a>
      ) : (
        <span className="proof-name">{tile.fileName}</span>
      )}
      {/* a refused file too: a wrong tag is one reason to refuse it, and is mended here */}
      {editable ? <ProofTagSelect tile={tile} tags={tags} onTag={onTag} /> : null}
      {tile.repeatAlert ? (
        <span className="proof-repeat" data-testid="proof-repeat">
          {REPORT_PROOF_MESSAGES.repeatLabel}{' '}
          <a
            href={
              tile.repeatAlert.faulty_attachment_url ??
              `/audit_store/${tile.repeatAlert.faulty_report_id}/report`
            }
            target="_blank"
            rel="noopener noreferrer"
          >
            #{tile.repeatAlert.faulty_report_id}
          </a>
        </span>
      ) : null}
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
        <span className="proof-move">
          <button
            type="button"
            className="proof-move-button"
            aria-label={`Move ${tile.fileName} earlier`}
            disabled={!onMove.earlier}
            onClick={onMove.earlier}
          >
            <span aria-hidden="true">◀</span>
          </button>
          <button
            type="button"
            className="proof-move-button"
            aria-label={`Move ${tile.fileName} later`}
            disabled={!onMove.later}
            onClick={onMove.later}
          >
            <span aria-hidden="true">▶</span>
          </button>
        </span>
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
