import { useUpdateStore } from '../pageState/updateStore';
import './UpdateBanner.css';

/** Persistent offer of a waiting new version; never applied without the user's click. */
export function UpdateBanner() {
  const applyUpdate = useUpdateStore((state) => state.applyUpdate);
  if (!applyUpdate) return null;
  return (
    <div className="update-banner" role="status">
      <span>New version available</span>
      <span aria-hidden="true">—</span>
      <button type="button" className="update-banner-button" onClick={applyUpdate}>
        Reload
      </button>
    </div>
  );
}
