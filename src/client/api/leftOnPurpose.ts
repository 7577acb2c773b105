/**
 * Whether the session was ended here on purpose (a logout, a deactivation). The app shell can
 * still open from the service worker afterwards and its first call then meets a 403: that is no
 * "session expired" to announce, only the way to the login page (api/http.ts). Kept until a call
 * succeeds again, that is until the next sign-in.
 */
const LEFT_ON_PURPOSE_KEY = 'portal.leftOnPurpose';

export function markLeftOnPurpose(): void {
  try {
    localStorage.setItem(LEFT_ON_PURPOSE_KEY, '1');
  } catch {
    // storage refused (private mode): the alert then shows, as before
  }
}

export function leftOnPurpose(): boolean {
  try {
    return localStorage.getItem(LEFT_ON_PURPOSE_KEY) === '1';
  } catch {
    return false;
  }
}

/** A call succeeded: the user is signed in again, and a later 403 is an expiry worth telling. */
export function forgetLeftOnPurpose(): void {
  try {
    if (localStorage.getItem(LEFT_ON_PURPOSE_KEY) !== null) localStorage.removeItem(LEFT_ON_PURPOSE_KEY);
  } catch {
    // nothing to forget
  }
}
