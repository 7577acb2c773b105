import { useEffect, useState } from 'react';
import { formatBytes, storageRoom } from './deviceStorage';
import type { ProofTileData } from './proofTiles';

/**
 * What the device holds of this section's files still to send, and the room left
 * (docs/rules.md#offline rule 8).
 */
export function StorageLine({ tiles }: { tiles: readonly ProofTileData[] }) {
  const waiting = tiles.filter((tile) => tile.state !== 'uploaded');
  const bytes = waiting.reduce((sum, tile) => sum + tile.size, 0);
  const [free, setFree] = useState<number>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the files waiting change.
  useEffect(() => {
    let current = true;
    void storageRoom().then((room) => {
      if (current) setFree(room.free);
    });
    return () => {
      current = false;
    };
  }, [bytes]);
  if (free === undefined || !Number.isFinite(free)) return null;
  return (
    <p className="proofs-storage" data-testid="proofs-storage">
      {waiting.length > 0
        ? `On this device: ${waiting.length} ${waiting.length === 1 ? 'file' : 'files'} (${formatBytes(bytes)}) waiting to be sent, ${formatBytes(free)} left.`
        : `${formatBytes(free)} left on this device for proof files.`}
    </p>
  );
}
