import { NEWER_VIEW_MESSAGES, newerViewAddress } from '../../contract';
import { getNewerViewToken } from '../api/dashboard';
import { splitSaveError } from '../forms/serverErrors';
import { useServerAction } from '../forms/useServerAction';
import { useConfigStore } from '../session/configStore';

/**
 * The banner offering the newer view (spec), only when the server names its address. The window
 * opens at the tap, before the token arrives, so no popup blocker takes it for an unasked one;
 * it is then sent to the newer view with the server's token and the tour flag, or closed again
 * with the first of the server's reasons shown here.
 */
export function NewerViewBanner() {
  const config = useConfigStore((state) => state.config);
  const {
    busy,
    error: problem,
    run,
  } = useServerAction<string | null>({
    none: null,
    refusal: (error) => splitSaveError(error, []).general[0] ?? NEWER_VIEW_MESSAGES.notAvailable,
  });
  const url = config?.NEWER_VIEW_URL;
  if (!config || !url) return null;

  // `run` calls this at once, within the tap, so the window opens as one the user asked for
  const open = async () => {
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
      throw error;
    }
  };

  return (
    <aside className="newer-view-banner" aria-label="Newer view">
      <span>{NEWER_VIEW_MESSAGES.banner}</span>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void run(open)}
        disabled={busy}
      >
        {NEWER_VIEW_MESSAGES.open}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
    </aside>
  );
}
