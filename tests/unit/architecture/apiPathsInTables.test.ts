import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No API path is written on the client outside the endpoint tables (decision 0035): a path spelt
 * in a client module would drift from the table the server registers its route from. The tables,
 * and the zod-free route modules the writer worker and the service worker build queued requests
 * from, are where paths are written. The server's side is tests/server/endpointTable.test.ts:
 * every route under /api/ is a table's endpoint.
 */

const ROOT = join(__dirname, '../../..');
const WHERE_PATHS_ARE_WRITTEN = new Set([
  'src/contract/endpoint.ts',
  'src/contract/reportCallRoutes.ts',
  'src/contract/payments.ts',
  'src/contract/app.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('src/contract/endpoints/') && !WHERE_PATHS_ARE_WRITTEN.has(file));
}

/** A string or template literal that is an API path: '/api/…', or 'auditor/…' relative to /api/. */
const API_PATH = /['"`](\/api\/|(auditor|manager|review|moderation|health)\/[a-z_$:{])/;

function findings(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !line.trim().startsWith('*') && !line.trim().startsWith('//')
          ? [`${file}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
}

describe('API paths', () => {
  it('are written in no client or service worker module', () => {
    expect(findings([...sourceFiles('src/client'), ...sourceFiles('sw')], API_PATH)).toEqual([]);
  });
});

/** An area's endpoint table named: `REPORT_ENDPOINTS`, `ACCOUNT_ENDPOINTS` … */
const ENDPOINT_TABLE = /\b[A-Z][A-Z_]*_ENDPOINTS\b/;

describe('endpoint tables', () => {
  it('are never named on the device, which imports the endpoints it calls one by one', () => {
    // A kept table keeps every endpoint of its area, and every schema they name, in the bundle of
    // the screen that named it (decision 0035).
    const deviceFiles = [...sourceFiles('src/client'), ...sourceFiles('src/offline'), ...sourceFiles('sw')];
    expect(findings(deviceFiles, ENDPOINT_TABLE)).toEqual([]);
  });
});
