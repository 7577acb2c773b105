import { type ChangeEvent, useState } from 'react';
import {
  ACTION_PROOF_MAX_PER_ITEM,
  ACTION_PROOF_MESSAGES,
  type ActionPlan,
  isActionProofFileType,
} from '../../../contract';
import type { ActionProofRecord } from '../../../offline';
import { useDeviceFileUrl } from '../proofs/useDeviceFileUrl';

type Item = ActionPlan['items'][number];

/**
 * The photos that prove an item's fix (decision 0086): those on the server, for every reader of
 * the plan, and those still on this phone with where they stand. The store adds them while it
 * answers the item; each is kept on the phone before the tile shows, and sent when there is signal.
 */
export function ItemPhotos({
  plan,
  item,
  onDevice,
  canAdd,
}: {
  plan: ActionPlan;
  item: Item;
  onDevice: ActionProofRecord[];
  canAdd: boolean;
}) {
  const [error, setError] = useState<string | null>(null);
  const room = ACTION_PROOF_MAX_PER_ITEM - item.proofs.length - onDevice.length;
  if (item.proofs.length === 0 && onDevice.length === 0 && !canAdd) return null;
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    if (files.some((file) => !isActionProofFileType(file.type)))
      return setError(ACTION_PROOF_MESSAGES.photoOnly);
    if (files.length > room) return setError(ACTION_PROOF_MESSAGES.tooMany);
    try {
      const { keepActionPhotos } = await import('../../syncRuntime/actionPlanWork');
      await keepActionPhotos(plan.id, item.id, files);
      setError(null);
    } catch {
      setError('This device could not keep the photo. Please try again.');
    }
  };
  return (
    <div className="action-photos">
      <ul aria-label="Photos of the fix">
        {item.proofs.map((proof) => (
          <li key={proof.id}>
            <a href={proof.direct_url} target="_blank" rel="noreferrer">
              <img src={proof.direct_url} alt={`The fix: ${proof.file_name}`} />
            </a>
          </li>
        ))}
        {onDevice.map((photo) => (
          <DevicePhoto key={photo.id} photo={photo} />
        ))}
      </ul>
      {canAdd && room > 0 ? (
        <label className="button button-secondary action-photo-add">
          Add a photo
          <input type="file" accept="image/*" capture="environment" multiple onChange={pick} />
        </label>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function DevicePhoto({ photo }: { photo: ActionProofRecord }) {
  const url = useDeviceFileUrl(photo.id, photo.size, true);
  return (
    <li className="action-photo-device">
      {url ? <img src={url} alt={`The fix, on this phone: ${photo.fileName}`} /> : null}
      <small role="status">{photoStage(photo)}</small>
      {photo.stage === 'attention' ? <RefusedPhoto id={photo.id} /> : null}
    </li>
  );
}

function photoStage(photo: ActionProofRecord): string {
  if (photo.stage === 'preparing') return 'Kept on this phone · getting it ready';
  if (photo.stage === 'uploading') return 'Kept on this phone · sending';
  if (photo.stage === 'attention') return `Not sent: ${photo.lastError?.message ?? 'refused'}`;
  return 'Kept on this phone · sent when there is signal';
}

function RefusedPhoto({ id }: { id: string }) {
  const act = async (what: 'retry' | 'remove') => {
    const module = await import('../../syncRuntime/actionPlanWork');
    await (what === 'retry' ? module.retryActionPhoto(id) : module.removeActionPhoto(id));
  };
  return (
    <span className="action-photo-refused">
      <button type="button" className="button button-secondary" onClick={() => void act('retry')}>
        Retry
      </button>
      <button type="button" className="button button-secondary" onClick={() => void act('remove')}>
        Remove
      </button>
    </span>
  );
}
