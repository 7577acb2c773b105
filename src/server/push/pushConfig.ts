/**
 * Web Push's settings (decision 0040), read from the environment by config.ts.
 * - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: the server's signing keys (base64url, as
 *   `npx web-push generate-vapid-keys` prints them). Unset outside production, a pair is made once
 *   and kept in DATA_DIR (push/vapidKeys.ts); unset in production, no push is sent, since instances
 *   that each made their own would sign for keys the devices never subscribed with.
 * - VAPID_SUBJECT: how a push service reaches the operator; `mailto:` the support address unless set.
 * - PUSH_SERVICE_ORIGINS: the push services a subscription may point at. The server posts to a
 *   subscription's address, so an address anywhere else is refused: a signed-in caller must not
 *   make the server call into its own network. Entries are origins; `https://*.host` takes its
 *   subdomains.
 */
export interface PushConfig {
  vapidKeys: { publicKey: string; privateKey: string } | null;
  subject: string;
  serviceOrigins: string[];
}

/** The browsers' own push services: Chrome's and Android's, Firefox's, Safari's, Edge's. */
export const BROWSER_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.notify.windows.com',
];

type Env = Record<string, string | undefined>;

export function loadPushConfig(env: Env, supportEmail: string): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || null;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || null;
  if ((publicKey === null) !== (privateKey === null))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${supportEmail}`;
  if (!/^(mailto:|https:)/.test(subject))
    throw new Error(`VAPID_SUBJECT is a mailto: or https: address: ${subject}`);
  const listed = env.PUSH_SERVICE_ORIGINS?.trim();
  const serviceOrigins = listed
    ? listed
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : BROWSER_PUSH_SERVICES;
  for (const origin of serviceOrigins)
    if (!/^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(origin))
      throw new Error(`PUSH_SERVICE_ORIGINS holds something that is not an https origin: ${origin}`);
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null,
    subject,
    serviceOrigins,
  };
}

/** Whether a subscription's address is at one of the push services we send to. */
export function isPushServiceAddress(address: string, serviceOrigins: readonly string[]): boolean {
  if (!URL.canParse(address)) return false;
  const url = new URL(address);
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return serviceOrigins.some((origin) => {
    const wildcard = origin.match(/^https:\/\/\*\.(.+)$/);
    if (!wildcard) return url.origin === origin.toLowerCase();
    const suffix = new URL(`https://${wildcard[1]}`);
    return url.port === suffix.port && url.hostname.endsWith(`.${suffix.hostname}`);
  });
}
