/**
 * Signing out ends the session, and the server removes the device's subscription with it
 * (decision 0040); the browser is told too, so its push service stops holding an address nobody
 * sends to. Best effort: offline, the push service's 410 later does the same.
 */
export async function forgetDevicePush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const forget = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  };
  // the sign-out never waits long on a push service it cannot reach
  await Promise.race([forget(), new Promise((resolve) => setTimeout(resolve, FORGET_WITHIN_MS))]);
}

const FORGET_WITHIN_MS = 2_000;
