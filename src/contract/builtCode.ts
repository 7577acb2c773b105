/**
 * The build's own files as the server serves them and the service worker keeps them: scripts and
 * styles under `/assets/`, each named by its content's hash, so an address never changes meaning.
 * Relative (`assets/…`, as the precache manifest lists them) or absolute (`/assets/…`, a path).
 */
export const BUILT_CODE_PATH = /^\/?assets\/[^/?]+\.(js|css)(\?|$)/;

/** The build names workers after their source files, which say so (src/offline/reportWriterWorker.ts). */
const WORKER_CODE = /worker/i;

/**
 * A built script or style the page loads, not a worker's. A worker runs under the policy sent
 * with its own script, so a worker's script is always served, and kept, with the server's headers
 * (server/http/securityHeaders.ts, decisions 0046 and 0056).
 */
export function isBuiltPageCode(path: string): boolean {
  return BUILT_CODE_PATH.test(path) && !WORKER_CODE.test(path);
}
