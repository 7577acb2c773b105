import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { REPORT_SCREEN_PATH } from '../src/contract/screenPaths';
import { SCREEN_PRELOADS_FILE, type ScreenPreload } from '../src/server/http/screenPreloads';
import type { BundleChunk, BundleFile } from './precacheByNeed';

/**
 * The first-load files of the screens a link opens cold (decision 0061), for the server to name in
 * the page it answers at their address: the browser then fetches them as it reads the page, and
 * the app's code has no link to add for each when the screen's code is imported. Each screen is
 * its address and the module the router loads there (app/router.tsx).
 */
const SCREENS: Array<{ path: string; module: RegExp }> = [
  { path: REPORT_SCREEN_PATH, module: /\/src\/client\/features\/report\/ReportRoute\.tsx$/ },
];

/** Each screen's chunks (its module's and what it imports, less the page's own) and their styles. */
export function screenPreloads(bundle: Record<string, BundleFile>): ScreenPreload[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is BundleChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const closure = (start: BundleChunk, into = new Set<string>()) => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const name of start.imports) {
      const imported = chunks.get(name);
      if (imported) closure(imported, into);
    }
    return into;
  };
  // the page's own entry (index.html's script), not the workers' entries that share its chunks
  const page = new Set<string>();
  for (const chunk of chunks.values())
    if (chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html')) closure(chunk, page);
  if (page.size === 0) throw new Error('screen-preloads: no entry chunk for index.html');
  const styles = (names: Iterable<string>) =>
    new Set([...names].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]));
  const pageStyles = styles(page);
  return SCREENS.map((screen) => {
    const chunk = [...chunks.values()].find((candidate) =>
      screen.module.test(candidate.facadeModuleId ?? ''),
    );
    if (!chunk) throw new Error(`screen-preloads: no chunk for ${screen.path}`);
    const scripts = [...closure(chunk)].filter((name) => !page.has(name));
    return {
      path: screen.path,
      scripts,
      styles: [...styles(scripts)].filter((name) => !pageStyles.has(name)),
    };
  });
}

/** Writes them beside index.html once the client's bundle is written. */
export function screenPreloadsPlugin(): Plugin {
  return {
    name: 'screen-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      // the client's bundle, the one with the page: not a worker's nor the service worker's own
      if (!('index.html' in bundle) || !options.dir) return;
      const found = screenPreloads(bundle as unknown as Record<string, BundleFile>);
      writeFileSync(path.join(options.dir, SCREEN_PRELOADS_FILE), JSON.stringify(found));
    },
  };
}
