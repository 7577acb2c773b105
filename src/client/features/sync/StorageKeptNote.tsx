import { useEffect, useState } from 'react';
import { storageKept } from '../proofs/deviceStorage';

const SAYS = {
  kept: 'This browser keeps the app’s data on this device: it does not clear it to make room.',
  notKept:
    'This browser may clear the app’s data when the device runs low on space, or after a week unused on an iPhone. Work not yet sent would go with it: open the app with signal to send it.',
  unknown: 'This browser does not say whether it keeps the app’s data.',
};

/**
 * /sync: whether the browser promised to keep the app's data (decision 0072). Asked when the app
 * is installed or the first proof is picked (proofs/deviceStorage.ts); shown here, as read now.
 */
export function StorageKeptNote() {
  const [kept, setKept] = useState<boolean | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void storageKept().then((answer) => {
      if (live) setKept(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  if (kept === undefined) return null;
  const says = kept === null ? SAYS.unknown : kept ? SAYS.kept : SAYS.notKept;
  return (
    <p className="sync-storage" data-testid="storage-kept">
      {says}
    </p>
  );
}
