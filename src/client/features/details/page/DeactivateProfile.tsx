import { useState } from 'react';
import { DETAILS_TEXTS, MESSAGES, TOAST_TIMEOUT_MS } from '../../../../contract';
import { deactivateAccount } from '../../../api/account';
import { LEAVING, useServerAction } from '../../../forms/useServerAction';
import { pageControls } from '../../../pageState/pageControls';
import { showToast } from '../../../pageState/toastStore';
import { clearLocalData, runLogoutChecks } from '../../../session/logout';
import { Modal } from '../../../ui/Modal';
import '../../../forms/form.css';

export const LOGIN_PAGE = '/auth/login';

/**
 * 'Deactivate my profile' → confirmation → the server ends every session of the account. The toast
 * says to contact support (docs/rules.md#account-and-profile); the local data is removed as on
 * logout, and once the toast has been read the browser goes to the login page.
 */
export function DeactivateProfile({ userId }: { userId: number }) {
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useServerAction<string | null>({
    none: null,
    refusal: () => MESSAGES.genericError,
  });

  const deactivate = async () => {
    // Deactivating ends the session and deletes this device's data, as logging out does: the same
    // checks first, so report timers are sent and unsent changes are never deleted unasked.
    if (!(await runLogoutChecks())) return;
    const { detail } = await deactivateAccount(userId);
    showToast(detail, { timeoutMs: TOAST_TIMEOUT_MS });
    await clearLocalData();
    setTimeout(() => pageControls.assign(LOGIN_PAGE), TOAST_TIMEOUT_MS);
    return LEAVING;
  };

  return (
    <>
      <button
        type="button"
        className="button button-danger-outline details-deactivate"
        onClick={() => setAsking(true)}
      >
        {DETAILS_TEXTS.deactivate}
      </button>
      {asking ? (
        <Modal title={DETAILS_TEXTS.deactivate} onClose={() => !busy && setAsking(false)} size="small">
          <p>{DETAILS_TEXTS.deactivateQuestion}</p>
          {error ? (
            <p className="edit-form-errors" role="alert">
              {error}
            </p>
          ) : null}
          <div className="edit-form-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => setAsking(false)}
              // the safe choice has the focus: Enter or a stray tap must not deactivate the account
              data-autofocus
            >
              {DETAILS_TEXTS.cancel}
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={() => void run(deactivate)}
            >
              {busy ? DETAILS_TEXTS.deactivating : DETAILS_TEXTS.deactivateConfirm}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
