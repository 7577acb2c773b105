import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The first load reads its answers without zod (decision 0051): the shell and the dashboard, the
 * screen a first visit lands on, the opportunities, the assigned audits and the sync page import no module that
 * imports zod, so zod loads only with a screen that parses or validates. Nor does the service
 * worker, which every install downloads (decision 0053). This follows each module's value imports (an `import type`
 * loads nothing) from those entries; a named import through a barrel (`contract/index.ts`) is
 * followed to the module that declares the name, as the bundler does. `React.lazy` and other
 * `import()` calls are screens loaded later, and are not followed.
 */

const ROOT = join(__dirname, '../../..');
const ENTRIES = ['src/client/main.tsx', 'src/client/features/dashboard/DashboardPage.tsx'];
/** the assigned audits, with the offline engine's keeping of their reports for the road */
const AUDIT_LIST = 'src/client/features/audits/AuditStoresPage.tsx';
/** the sync page, where what waits is retried, discarded or saved to a file (decision 0053) */
const SYNC_PAGE = 'src/client/features/sync/SyncPage.tsx';
/** the service worker, with the offline engine it runs when no page is open (decision 0053) */
const SERVICE_WORKER = 'sw/sw.ts';
/** the report, with its offline engine and its writer worker; its modals and forms load zod on use */
const REPORT = 'src/client/features/report/ReportRoute.tsx';
const WRITER_WORKER = 'src/offline/reportWriterWorker.ts';
/** the proof queue's worker, which the sync runtime starts (decision 0058) */
const UPLOAD_WORKER = 'src/offline/proofUploadWorker.ts';
/** what every signed-in page holding data starts: sync, timers, the proof queue (startSync.ts) */
const SYNC_RUNTIME = 'src/client/syncRuntime/syncRuntime.ts';
/** the opportunities near the auditor (/audit), a screen an auditor opens from a link */
const OPPORTUNITIES = 'src/client/features/discovery/OpportunitiesPage.tsx';

const STATIC_IMPORT =
  /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

/** The module a barrel's `export * from` or `export { name } from` takes `name` from. */
function declaringModule(barrel: string, name: string): string {
  const declared = new RegExp(`export\\s+(?:const|let|function|class|enum|async function)\\s+${name}\\b`);
  for (const [, what, specifier] of readFileSync(barrel, 'utf8').matchAll(
    /export\s+(\*|\{[\s\S]*?\})\s+from\s+['"]([^'"]+)['"]/g,
  )) {
    const file = specifier === undefined ? undefined : resolveModule(barrel, specifier);
    if (!file || what === undefined) continue;
    if (what === '*' ? declared.test(readFileSync(file, 'utf8')) : new RegExp(`\\b${name}\\b`).test(what))
      return file;
  }
  return barrel;
}

/** The value names of `{ a, type B, c as d }`; undefined for a default or namespace import. */
function valueNames(clause: string | undefined): string[] | undefined {
  const trimmed = clause?.trim() ?? '';
  if (!/^\{[\s\S]*\}$/.test(trimmed)) return undefined;
  return trimmed
    .slice(1, -1)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/** Each module reached that imports zod, with the chain of imports that reaches it. */
function zodImporters(entries: string[]): string[] {
  const reachedFrom = new Map<string, string | undefined>(
    entries.map((entry) => [join(ROOT, entry), undefined]),
  );
  const queue = [...reachedFrom.keys()];
  const importers: string[] = [];
  const chain = (file: string | undefined): string =>
    file ? `${chain(reachedFrom.get(file))} -> ${relative(ROOT, file)}` : '';
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const [, keyword, typeOnly, clause, fromSpecifier, bareSpecifier] of readFileSync(
      file,
      'utf8',
    ).matchAll(STATIC_IMPORT)) {
      const specifier = fromSpecifier ?? bareSpecifier ?? '';
      const names = valueNames(clause);
      if (typeOnly || names?.length === 0) continue;
      if (specifier === 'zod' || specifier.startsWith('zod/')) importers.push(chain(file));
      const target = specifier.startsWith('.') ? resolveModule(file, specifier) : undefined;
      if (!target) continue;
      const targets =
        keyword === 'import' && names && target.endsWith('index.ts')
          ? names.map((name) => declaringModule(target, name))
          : [target];
      for (const next of targets)
        if (!reachedFrom.has(next)) {
          reachedFrom.set(next, file);
          queue.push(next);
        }
    }
  }
  return importers;
}

describe('the first load', () => {
  it('imports no zod from the shell or the dashboard', () => {
    expect(zodImporters(ENTRIES)).toEqual([]);
  });

  it('imports no zod from the assigned audits, nor from keeping their reports offline', () => {
    expect(zodImporters([AUDIT_LIST])).toEqual([]);
  });

  it('imports no zod from the sync page, nor from the proof queue and the export it starts', () => {
    expect(zodImporters([SYNC_PAGE])).toEqual([]);
  });

  it('imports no zod into the service worker, which every install downloads', () => {
    expect(zodImporters([SERVICE_WORKER])).toEqual([]);
  });

  it('imports no zod from the report, its writer worker, nor the sync runtime a page starts', () => {
    expect(zodImporters([REPORT, WRITER_WORKER, SYNC_RUNTIME, UPLOAD_WORKER])).toEqual([]);
  });

  it('imports no zod from the opportunities near the auditor, their city search loaded on opening', () => {
    expect(zodImporters([OPPORTUNITIES])).toEqual([]);
  });

  it('is followed through barrels to the module that declares each name', () => {
    // the walk must see zod where it is: a screen that validates a form reaches it
    const found = zodImporters(['src/client/features/details/DetailsPage.tsx']);
    expect(found.length).toBeGreaterThan(0);
  });
});
