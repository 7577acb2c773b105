import ky, { isHTTPError } from 'ky';
import { API_BASE, isWrongRoleRefusal, loginPath, MESSAGES, VERSION_HEADER } from '../../contract';
import { CACHED_FALLBACK_HEADER } from '../../offline';
import { useAppStore } from '../pageState/appStore';
import { pageControls } from '../pageState/pageControls';
import { forgetLeftOnPurpose, leftOnPurpose } from '../session/logout';
import { checkServerVersion } from './versionReload';

const REQUEST_TIMEOUT_MS = 15_000;

let sessionExpiryHandled = false;

/**
 * A 403 means the session is gone (docs/api.md#errors): tell the user once, however many calls fail
 * at the same time, then go to the login page, which brings them back here afterwards. A 403 for
 * the wrong role (a member of staff) is not that: the shell shows them the staff page instead.
 */
function handleSessionExpired(): void {
  if (sessionExpiryHandled) return;
  sessionExpiryHandled = true;
  // after a logout the ended session is no news: straight to the login page (session/logout.ts)
  if (!leftOnPurpose()) pageControls.alert(MESSAGES.sessionExpired);
  pageControls.assign(loginPath(window.location.pathname + window.location.search));
}

/** The one HTTP client of the app: every API call goes through it. */
export const http = ky.create({
  prefix: API_BASE,
  credentials: 'same-origin',
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
  hooks: {
    afterResponse: [
      async ({ response }) => {
        if (response.status === 403) {
          const body: unknown = await response
            .clone()
            .json()
            .catch(() => null);
          if (!isWrongRoleRefusal(body)) handleSessionExpired();
          return;
        }
        if (!response.ok) return;
        const fromCache = response.headers.has(CACHED_FALLBACK_HEADER);
        useAppStore.getState().setShowingCachedData(fromCache);
        // A cached answer carries the version of its day, not the server's current one, and
        // says nothing of the session either.
        if (fromCache) return;
        checkServerVersion(response.headers.get(VERSION_HEADER));
        forgetLeftOnPurpose();
      },
    ],
  },
});

/** A 403: the hook above is already sending the user to the login page, so show no error. */
export function isSessionExpiredError(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 403;
}
