/**
 * Remembers, per user and across reloads, that the tour was closed while the server could not be
 * told. The next dashboard visit then retries the call instead of showing the tour again.
 */
const key = (userId: number) => `portal.tourClosedUnsaved.${userId}`;

export function isTourClosePending(userId: number): boolean {
  try {
    return localStorage.getItem(key(userId)) === '1';
  } catch {
    return false;
  }
}

export function setTourClosePending(userId: number, pending: boolean): void {
  try {
    if (pending) localStorage.setItem(key(userId), '1');
    else localStorage.removeItem(key(userId));
  } catch {
    // storage blocked (private mode): the tour shows again next time, which is the safe side
  }
}
