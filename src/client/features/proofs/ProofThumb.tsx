import { useEffect, useState } from 'react';
import { PROOF_PLAYER, PROOF_TYPE_LABELS } from '../../../contract';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { Spinner } from '../../ui/Spinner';
import type { ProofTileData } from './proofTiles';

interface ProofThumbProps {
  tile: ProofTileData;
  /** the file's address: on the device while it is there, else the server's */
  src: string | undefined;
  editable: boolean;
  onPlay: () => void;
  onDelete: (tile: ProofTileData) => void;
}

/** The tile's 150x100 picture (or its kind), with Play for audio and video and Delete over it. */
export function ProofThumb({ tile, src, editable, onPlay, onDelete }: ProofThumbProps) {
  return (
    <span className="proof-thumb">
      {tile.proofType === 'PHOTO' && src ? (
        <PhotoThumb src={src} name={tile.fileName} />
      ) : (
        <span className="proof-thumb-kind">
          {tile.proofType ? PROOF_TYPE_LABELS[tile.proofType] : 'File'}
        </span>
      )}
      {(tile.proofType === 'AUDIO' || tile.proofType === 'VIDEO') && src ? (
        <button type="button" className="proof-play" aria-label={`Play ${tile.fileName}`} onClick={onPlay}>
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
  );
}

/**
 * A photo's thumbnail: a spinner while it loads, an error mark when it cannot, as the original
 * portal's tiles show. An image that failed while the device was offline is loaded again when the
 * signal returns.
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
