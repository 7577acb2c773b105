import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { PROOF_PLAYER } from '../../../contract';
import { pageControls } from '../../pageState/pageControls';
import { Modal } from '../../ui/Modal';
import { amrToWav, isAmr } from './amrAudio';
import type { ProofTileData } from './proofTiles';

interface ProofPlayerProps {
  tile: ProofTileData;
  /** the file's address: on the device (object URL) or on the server */
  src: string;
  onClose: () => void;
}

/** What a key does to the media: seek by seconds, or change the volume (decision 0014). */
function keyAction(key: string): { seek: number } | { volume: number } | null {
  switch (key) {
    case 'ArrowLeft':
      return { seek: -PROOF_PLAYER.arrowSeekSeconds };
    case 'ArrowRight':
      return { seek: PROOF_PLAYER.arrowSeekSeconds };
    case 'j':
      return { seek: -PROOF_PLAYER.letterSeekSeconds };
    case 'l':
      return { seek: PROOF_PLAYER.letterSeekSeconds };
    case 'ArrowUp':
      return { volume: PROOF_PLAYER.volumeStep };
    case 'ArrowDown':
      return { volume: -PROOF_PLAYER.volumeStep };
    default:
      return null;
  }
}

/** An AMR file made playable; other files play as they are. */
function usePlayableSource(tile: ProofTileData, src: string) {
  const amr = isAmr(tile.fileType, tile.fileName);
  const [playable, setPlayable] = useState<string | undefined>(amr ? undefined : src);
  useEffect(() => {
    if (!amr) return;
    let made: string | undefined;
    let current = true;
    const load = async () => {
      let file: Blob;
      try {
        // a file on the device plays from its object URL, which fetch reads as well
        file = await (await fetch(src)).blob();
      } catch {
        pageControls.alert(PROOF_PLAYER.fetchFailed(src));
        return;
      }
      const wav = await amrToWav(file).catch(() => undefined);
      if (!current) return;
      made = wav ? URL.createObjectURL(wav) : src;
      setPlayable(made);
    };
    void load();
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [amr, src]);
  return { amr, playable };
}

/** A proof's audio or video in a dialog, with the spec's speeds, seek and volume keys. */
export function ProofPlayer({ tile, src, onClose }: ProofPlayerProps) {
  const media = useRef<HTMLMediaElement | null>(null);
  const [rate, setRate] = useState(1);
  const [cannotPlay, setCannotPlay] = useState(false);
  const { amr, playable } = usePlayableSource(tile, src);
  const video = tile.proofType === 'VIDEO';
  const rates = video ? PROOF_PLAYER.fullBarRates : PROOF_PLAYER.basicRates;

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event.key);
    const element = media.current;
    if (!action || !element) return;
    // Taken before the media's own controls see it (they would move by their own steps too).
    event.preventDefault();
    event.stopPropagation();
    if ('seek' in action)
      element.currentTime = Math.max(0, Math.min(element.duration || 0, element.currentTime + action.seek));
    else element.volume = Math.round(Math.max(0, Math.min(1, element.volume + action.volume)) * 100) / 100;
  };
  const changeRate = (next: number) => {
    setRate(next);
    if (media.current) media.current.playbackRate = next;
  };
  const shared = {
    controls: true,
    src: playable,
    className: 'player-media',
    onError: () => setCannotPlay(true),
    onLoadedMetadata: () => {
      if (media.current) media.current.playbackRate = rate;
    },
  };

  return (
    <Modal title={tile.fileName} onClose={onClose}>
      <div className="player" onKeyDownCapture={onKeyDown} data-testid="proof-player">
        {amr && !playable ? <p className="player-loading">{PROOF_PLAYER.loadingAmr}</p> : null}
        {playable ? (
          video ? (
            <video
              ref={(element) => {
                media.current = element;
              }}
              {...shared}
              data-autofocus
            />
          ) : (
            <audio
              ref={(element) => {
                media.current = element;
              }}
              {...shared}
              data-autofocus
            />
          )
        ) : null}
        <label className="player-rate">
          Speed{' '}
          <select value={rate} onChange={(event) => changeRate(Number(event.target.value))}>
            {rates.map((value) => (
              <option key={value} value={value}>
                {value}x
              </option>
            ))}
          </select>
        </label>
      </div>
      <p
        className={cannotPlay ? 'player-help player-help-error' : 'player-help'}
        role={cannotPlay ? 'alert' : undefined}
      >
        {PROOF_PLAYER.cannotPlay}{' '}
        <a href={src} download={tile.fileName}>
          Download
        </a>
      </p>
    </Modal>
  );
}
