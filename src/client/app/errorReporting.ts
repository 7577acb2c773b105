import { init, setUser } from '@sentry/browser';
import type { AuditorConfig } from '../../contract';

/**
 * Error reporting with the config's DSN and release (decision 0023). Its own module, imported
 * lazily and only when a DSN is configured, with named imports so the bundle keeps the SDK's core
 * and leaves out what we do not use (session replay, feedback widgets).
 */
export function startErrorReporting(config: AuditorConfig, dsn: string): void {
  init({ dsn, release: config.RELEASE, sendDefaultPii: false });
  setUser({ id: String(config.USER_ID) });
}
