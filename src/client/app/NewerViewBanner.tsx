import { useState } from 'react';
import { NEWER_VIEW_MESSAGES, newerViewAddress } from '../../contract';
import { getNewerViewToken } from '../api/auditor';
import { isSessionExpiredError } from '../api/http';
import { splitSaveError } from '../forms/serverErrors';
import { useConfigStore } from '../session/configStore';

/**
 * The banner offering the newer view (spec), only when the server names its address. The window
 * opens at the tap, before the token arrives, so no popup blocker takes it for an unasked one;
 * it is then sent to the newer view with the server's token and the tour flag, or closed again
 * with the first of the server's reasons shown here.
 */
export function NewerViewBanner() {
  const config = useConfigStore((state) => state.config);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const url = config?.NEWER_VIEW_URL;
  if (!config || !url) return null;

  const open = async () => {
    setProblem(null);
    setBusy(true);
    const opened = window.open('about:blank', '_blank');
    try {
      const { token } = await getNewerViewToken(config.USER_ID);
      const address = newerViewAddress(url, token);
      if (opened) {
        opened.opener = null;
        opened.location.href = address;
      } else window.location.assign(address);
    } catch (error) {
      opened?.close();
      if (!isSessionExpiredError(error))
        setProblem(splitSaveError(error, []).general[0] ?? NEWER_VIEW_MESSAGES.notAvailable);
    } finally {
      setBusy(false);
    }
  };

  return (
    <aside className="newer-view-banner" aria-label="Newer view">
      <span>{NEWER_VIEW_MESSAGES.banner}</span>
      <button type="button" className="button button-secondary" onClick={() => void open()} disabled={busy}>
        {NEWER_VIEW_MESSAGES.open}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </aside>
  );
}
