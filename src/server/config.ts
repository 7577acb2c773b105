import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadPushConfig, type PushConfig } from './push/pushConfig';

/** Brand and third-party settings shown by the shell; ids stay null (load nothing) unless set. */
export interface BrandConfig {
  shortName: string;
  supportEmail: string;
  accountsEmail: string;
  socialUrl: string;
  socialHandle: string;
  providerUrl: string;
  providerDomain: string;
  policyBaseUrl: string;
  collectCdnId: string | null;
  sentryDsn: string | null;
  analyticsId: string | null;
  translateWidget: boolean;
}

/** Real S3 or MinIO for attachments; null keeps them in the local store under DATA_DIR/storage. */
export interface S3Config {
  /** e.g. http://minio:9000; unset for AWS's own endpoint of the region */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** REDIS_URL: rate limits and login throttling shared by every instance; unset, in memory */
  redisUrl: string | undefined;
  /**
   * REDIS_COMMAND_TIMEOUT_MS: how long a login waits on a Redis command before failing open
   * (auth/redisConnection.ts); 100 unless set
   */
  redisCommandTimeoutMs: number;
  /**
   * NOTICE_LEASE_MS: how long a notice sender holds the mail it claimed before another instance
   * takes it as the sender's stopped mid-send (decision 0038); 60000 unless set
   */
  noticeLeaseMs: number;
  /**
   * whether brands' webhooks may be posted to loopback and private addresses (decision 0081):
   * WEBHOOK_ALLOW_PRIVATE=1, or any environment but production
   */
  webhookAllowPrivate: boolean;
  /** The origin users reach us at; when unset, the request's own Host is trusted for CSRF checks. */
  publicUrl: string | undefined;
  /**
   * The proxies whose X-Forwarded-* headers are believed (TRUST_PROXY): addresses, CIDR ranges or
   * proxy-addr's names (loopback, linklocal, uniquelocal), comma-separated. Unset, nobody's are: a
   * client could otherwise claim any address to the login throttle, or https to the cookies.
   */
  trustProxy: string[] | undefined;
  sessionSecret: string;
  /**
   * the newer view of the portal (decision 0021): its address, and the secret its tokens are signed
   * with
   */
  newerView: { url: string | null; secret: string };
  /** the origins the shopper guide may embed from (GUIDE_EMBED_ORIGINS), and the CSP admits */
  guideEmbedOrigins: string[];
  s3: S3Config | null;
  production: boolean;
  seedDemoData: boolean;
  smtpUrl: string | undefined;
  /** Web Push: VAPID keys, subject and the push services sent to (push/pushConfig.ts) */
  push: PushConfig;
  /** VISIT_SIGNING_KEY: the Ed25519 key (PKCS#8 PEM) visit evidence is signed with (visit/visitSigner.ts) */
  visitSigningKey: string | null;
  /** Where the built client lives; absent in API-only tests. */
  clientDir: string | undefined;
  brand: BrandConfig;
}

type Env = Record<string, string | undefined>;

function optional(env: Env, key: string): string | null {
  const value = env[key]?.trim();
  return value ? value : null;
}

/** A whole number above zero, or the fallback when unset; anything else stops the start. */
function positiveInteger(env: Env, key: string, fallback: number): number {
  const value = optional(env, key);
  if (value === null) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${key} is not a whole number above 0: ${value}`);
  return parsed;
}

/** S3 mode starts with S3_BUCKET; half a configuration is refused rather than silently ignored. */
function loadS3Config(env: Env): S3Config | null {
  const bucket = optional(env, 'S3_BUCKET');
  const endpoint = optional(env, 'S3_ENDPOINT') ?? undefined;
  const region = optional(env, 'S3_REGION');
  const accessKeyId = optional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = optional(env, 'S3_SECRET_ACCESS_KEY');
  if (!bucket) {
    if (endpoint || region || accessKeyId || secretAccessKey)
      throw new Error('S3_BUCKET must be set when any other S3_* setting is');
    return null;
  }
  if (!region || !accessKeyId || !secretAccessKey)
    throw new Error('S3_BUCKET needs S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return { endpoint: endpoint?.replace(/\/$/, ''), bucket, region, accessKeyId, secretAccessKey };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(value: string | null): string[] | undefined {
  if (!value) return undefined;
  const proxies = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const isProxy = (entry: string) => PROXY_NAMES.has(entry) || /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry);
  if (!proxies.every(isProxy))
    throw new Error(`TRUST_PROXY is a comma-separated list of addresses and CIDR ranges: ${value}`);
  return proxies;
}

/**
 * The newer view's address and token secret. Its tokens are verified on another host, which must
 * know the secret: in production a configured address needs NEWER_VIEW_SECRET (at least 32
 * characters); in development a random one per process will do.
 */
function loadNewerView(env: Env, production: boolean): ServerConfig['newerView'] {
  const url = optional(env, 'NEWER_VIEW_URL');
  const secret = optional(env, 'NEWER_VIEW_SECRET');
  if (url && !URL.canParse(url)) throw new Error(`NEWER_VIEW_URL is not an address: ${url}`);
  if (url && production && (!secret || secret.length < 32))
    throw new Error(
      'NEWER_VIEW_SECRET (at least 32 characters) must be set with NEWER_VIEW_URL in production',
    );
  return { url: url ?? null, secret: secret ?? randomBytes(32).toString('hex') };
}

/**
 * GUIDE_EMBED_ORIGINS: comma-separated origins (scheme, host and port only) the shopper guide's
 * entries may be embedded from. Each becomes a CSP source, so anything more than an origin is refused.
 */
function loadGuideEmbedOrigins(env: Env): string[] {
  const listed = (optional(env, 'GUIDE_EMBED_ORIGINS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of listed)
    if (!URL.canParse(entry) || new URL(entry).origin !== entry)
      throw new Error(`GUIDE_EMBED_ORIGINS holds something that is not an origin: ${entry}`);
  return listed;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const sessionSecret = optional(env, 'SESSION_SECRET');
  if (production && !sessionSecret) throw new Error('SESSION_SECRET must be set in production');
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const supportEmail = env.SUPPORT_EMAIL ?? 'support@auditly.example';
  const port = Number.parseInt(env.PORT ?? '8000', 10);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PORT is not a port: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: optional(env, 'DATABASE_URL') ?? undefined,
    redisUrl: optional(env, 'REDIS_URL') ?? undefined,
    redisCommandTimeoutMs: positiveInteger(env, 'REDIS_COMMAND_TIMEOUT_MS', 100),
    noticeLeaseMs: positiveInteger(env, 'NOTICE_LEASE_MS', 60_000),
    webhookAllowPrivate: !production || env.WEBHOOK_ALLOW_PRIVATE === '1',
    publicUrl: optional(env, 'PUBLIC_URL')?.replace(/\/$/, '') ?? undefined,
    trustProxy: parseTrustProxy(optional(env, 'TRUST_PROXY')),
    // Without a configured secret (development only) a random one per process is safe: it signs
    // short-lived upload policies, nothing that must survive a restart.
    sessionSecret: sessionSecret ?? randomBytes(32).toString('hex'),
    newerView: loadNewerView(env, production),
    guideEmbedOrigins: loadGuideEmbedOrigins(env),
    s3: loadS3Config(env),
    production,
    seedDemoData: !production && env.SEED_DEMO_DATA !== '0',
    smtpUrl: optional(env, 'SMTP_URL') ?? undefined,
    push: loadPushConfig(env, supportEmail),
    // a PEM spans lines: an environment that cannot hold them may write them as \n
    visitSigningKey: optional(env, 'VISIT_SIGNING_KEY')?.replaceAll('\\n', '\n') ?? null,
    clientDir: path.resolve(env.CLIENT_DIR ?? 'dist'),
    brand: {
      shortName: env.BRAND_SHORTNAME ?? 'Auditly',
      supportEmail,
      accountsEmail: env.ACCOUNTS_EMAIL ?? 'accounts@auditly.example',
      socialUrl: env.SOCIAL_URL ?? 'https://www.instagram.com/auditly.example',
      socialHandle: env.SOCIAL_HANDLE ?? '@auditly',
      providerUrl: env.PROVIDER_URL ?? 'https://auditly.example',
      providerDomain: env.PROVIDER_DOMAIN ?? 'auditly.example',
      policyBaseUrl: env.POLICY_BASE_URL ?? 'https://auditly.example/policies',
      collectCdnId: optional(env, 'COLLECTCDN_ID'),
      sentryDsn: optional(env, 'SENTRY_DSN'),
      analyticsId: optional(env, 'ANALYTICS_ID'),
      translateWidget: env.TRANSLATE_WIDGET === '1',
    },
  };
}
