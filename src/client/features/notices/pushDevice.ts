import type { PushSettings, PushSubscriptionJson } from '../../../contract/push';
import { getPushSettings, subscribePush, unsubscribePush } from '../../api/push';

/**
 * Notifications on this device (decision 0040). The browser asks its permission only when the
 * person taps "Turn on" under the offer that says what they will get (PushOffer.tsx): never on
 * load, so the browser's prompt answers a question the person has just read.
 */

/** What this device can do and has done about notifications. */
export type DevicePush =
  /** the server sends none (no VAPID keys) */
  | { state: 'notOffered' }
  /** no Push API here (an old browser, an iPhone's Safari outside the installed app) */
  | { state: 'unsupported'; ios: boolean }
  /** the person or their browser refused notifications for the site */
  | { state: 'blocked' }
  | { state: 'off'; publicKey: string }
  | { state: 'on'; publicKey: string; endpoint: string };

const isIos = () => /iPhone|iPad|iPod/.test(navigator.userAgent);

/**
 * Where the browser's push service refused to register this device, with the browser it refused:
 * a browser built without a push service (Chromium without Google's keys) says so only when asked
 * to subscribe, and asks the same next time, so the offer is not made again to that browser.
 */
const REFUSED_KEY = 'push-service-refused';

function pushServiceRefusedHere(): boolean {
  try {
    return localStorage.getItem(REFUSED_KEY) === navigator.userAgent;
  } catch {
    return false;
  }
}

function rememberPushServiceRefused() {
  try {
    localStorage.setItem(REFUSED_KEY, navigator.userAgent);
  } catch {
    // private mode: the offer comes back on the next visit, and says the same when tapped
  }
}

/** The Push API in the page and in the service worker's registration, which some browsers lack. */
function pushSupported(): boolean {
  return (
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    typeof ServiceWorkerRegistration !== 'undefined' &&
    'pushManager' in ServiceWorkerRegistration.prototype &&
    !pushServiceRefusedHere()
  );
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This device's state: on only when the browser holds a subscription the server knows as the person's. */
export async function readDevicePush(): Promise<DevicePush> {
  const settings: PushSettings = await getPushSettings();
  if (!settings.public_key) return { state: 'notOffered' };
  if (!pushSupported()) return { state: 'unsupported', ios: isIos() };
  if (Notification.permission === 'denied') return { state: 'blocked' };
  const subscription = await browserSubscription();
  if (
    subscription &&
    Notification.permission === 'granted' &&
    settings.endpoints.includes(subscription.endpoint)
  )
    return { state: 'on', publicKey: settings.public_key, endpoint: subscription.endpoint };
  return { state: 'off', publicKey: settings.public_key };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/** A subscription made with another server key (the keys changed) cannot be sent to: made again. */
async function subscriptionFor(publicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const held = await registration.pushManager.getSubscription();
  const wanted = keyBytes(publicKey);
  const heldKey = held?.options.applicationServerKey;
  if (held && heldKey && new Uint8Array(heldKey).every((byte, index) => byte === wanted[index])) return held;
  await held?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: wanted });
}

/** Asks the browser's permission, subscribes and tells the server; the new state. */
export async function turnOnPush(publicKey: string): Promise<DevicePush> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { state: 'blocked' };
  if (permission !== 'granted') return { state: 'off', publicKey };
  let subscription: PushSubscription;
  try {
    subscription = await subscriptionFor(publicKey);
  } catch (error) {
    // Offline, the push service is out of reach: "check your connection" is the truth. Online,
    // the browser's refusal (an AbortError or NotSupportedError) is that it has no push service.
    if (!navigator.onLine || !(error instanceof DOMException)) throw error;
    rememberPushServiceRefused();
    return { state: 'unsupported', ios: isIos() };
  }
  await subscribePush(subscription.toJSON() as PushSubscriptionJson);
  return { state: 'on', publicKey, endpoint: subscription.endpoint };
}

export async function turnOffPush(publicKey: string): Promise<DevicePush> {
  const subscription = await browserSubscription();
  if (subscription) {
    await unsubscribePush(subscription.endpoint);
    await subscription.unsubscribe().catch(() => false);
  }
  return { state: 'off', publicKey };
}
