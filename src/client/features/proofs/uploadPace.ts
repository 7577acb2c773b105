import { formatDistanceStrict } from 'date-fns';
import { formatBytes } from './deviceStorage';
import type { ProofTileData } from './proofTiles';

/**
 * What a tile says of a file on its way (decision 0071): the bytes sent of the file's, the time
 * left at the rate it is going, and, while it waits for the signal, what the store already holds.
 * A small file keeps its percentage: its time left is not worth a line.
 */

const MB = 1024 * 1024;
/** below this a file goes in one go and its tile shows a percentage */
const LARGE_FILE_BYTES = 2 * MB;

/** "about 2 minutes left", from the share of the file still to go and the share sent per second. */
export function timeLeft(progress: number, sharePerSecond: number | undefined): string | null {
  if (!sharePerSecond || sharePerSecond <= 0 || progress >= 1) return null;
  const seconds = (1 - progress) / sharePerSecond;
  if (seconds < 60) return 'less than a minute left';
  return `about ${formatDistanceStrict(0, seconds * 1000, { roundingMethod: 'ceil' })} left`;
}

export function uploadingLabel(tile: ProofTileData, progress: number, sharePerSecond?: number): string {
  if (tile.size < LARGE_FILE_BYTES) return `Uploading ${Math.round(progress * 100)}%`;
  // before this tab's first report, what the store held when the file was last sent
  const bytes = Math.max(progress * tile.size, tile.bytesSafe ?? 0);
  const sent = `Uploading ${bytes > 0 ? formatBytes(bytes) : '0 MB'} of ${formatBytes(tile.size)}`;
  const left = timeLeft(progress, sharePerSecond);
  return left ? `${sent} · ${left}` : sent;
}

/** A waiting file: with the parts the store holds, if any. */
export function waitingLabel(tile: ProofTileData, online: boolean): string {
  const waiting = online ? 'Waiting to upload' : 'Waiting for a connection';
  if (!tile.bytesSafe) return waiting;
  return `${online ? 'Waiting for signal' : waiting} · ${formatBytes(tile.bytesSafe)} of ${formatBytes(tile.size)} safe`;
}
