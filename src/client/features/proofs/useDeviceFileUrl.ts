import { useEffect, useState } from 'react';
import { getOfflineDb, proofBytes } from '../../../offline';

/**
 * The object URL of a file still on the device, read from `proofFiles` by the tile itself, once
 * per file and size (the compressed copy replaces the picked one with another size), and revoked
 * when the tile goes. Records carry no bytes, so an upload's many record writes read no Blob.
 */
export function useDeviceFileUrl(id: string, size: number, onDevice: boolean): string | undefined {
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
