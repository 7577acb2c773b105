import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * A module worker built as a chunk of the page's own build, so it shares the page's chunks
 * (decision 0054). Vite's `new Worker(new URL(…), import.meta.url)` bundles a worker on its own, so
 * the report carried Dexie twice: once in its page chunk, once in the writer worker (31 KB gzip
 * each). Emitted here as one more entry of the page's graph, the worker imports the very chunks
 * the report already loaded (Dexie, the offline core), and an install keeps one copy.
 *
 * A page imports the worker's address from the virtual module named here, and starts it with
 * `new Worker(url, { type: 'module' })`. In development (and under Vitest) the address is the
 * source file's, which Vite's server transforms as it serves it.
 */
export const WORKER_MODULES = {
  'virtual:report-writer-worker-url': '../src/offline/reportWriterWorker.ts',
  'virtual:proof-upload-worker-url': '../src/offline/proofUploadWorker.ts',
  'virtual:hash-worker-url': '../src/offline/hashWorker.ts',
} as const;

const RESOLVED_PREFIX = '\0';

export function workerSharingChunks(): Plugin {
  let building = false;
  return {
    name: 'worker-sharing-chunks',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id in WORKER_MODULES ? `${RESOLVED_PREFIX}${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      if (!(name in WORKER_MODULES)) return undefined;
      const source = WORKER_MODULES[name as keyof typeof WORKER_MODULES];
      const file = fileURLToPath(new URL(source, import.meta.url));
      if (!building) return `export default ${JSON.stringify(`/@fs${file}?worker_file&type=module`)};`;
      const reference = this.emitFile({ type: 'chunk', id: file, name: workerName(file) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}

/** `reportWriterWorker.ts` is emitted as `assets/reportWriterWorker-<hash>.js`: the server's
 * headers and the precache know workers by their name (server/http/securityHeaders.ts). */
function workerName(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.tsx?$/, '');
}
