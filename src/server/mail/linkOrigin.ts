import type { ServerConfig } from '../config';

/**
 * The origin of the links in mail that a signed-out visitor's request causes (sign-up): PUBLIC_URL,
 * else the address this server listens on. Never the request's Host header: whoever sends the
 * request chooses it, so a sign-up with someone else's address and `Host: evil.example` would
 * mail that person a one-time link to evil.example carrying their token.
 */
export function mailLinkOrigin(config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl;
  const anyAddress = ['0.0.0.0', '::', ''].includes(config.host);
  const host = anyAddress ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  return `http://${host}:${config.port}`;
}
