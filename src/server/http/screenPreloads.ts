import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { screenParams } from '../../contract/screenPaths';

/**
 * The page answered at a screen's address names the screen's first-load files (decision 0061).
 * The build lists them (scripts/screenPreloads.ts) in this file beside index.html. The browser
 * fetches them as it reads the page, beside the app's own code. When the app imports the screen,
 * Vite's preload finds each file already linked and appends nothing: appending the report's 39
 * links took 200 ms of the main thread at 4x CPU, in one task.
 */
export const SCREEN_PRELOADS_FILE = 'screen-preloads.json';

/** One screen: its address pattern (contract/screenPaths.ts), its scripts and styles under the client folder. */
export interface ScreenPreload {
  path: string;
  scripts: string[];
  styles: string[];
}

/** A page ready to send: its HTML and the gzip copy. */
export interface PreloadedPage {
  html: string;
  gzip: Buffer;
}

/** Built file names only ('assets/ReportRoute-pMLnxys2.js'): nothing the page would read as markup. */
const BUILT_FILE = /^[\w./-]+$/;

/**
 * Each listed screen's page, made once at start: index.html with a link per file before `</head>`.
 * A build without the list (or a list naming anything else) makes none, and every page is plain
 * index.html, as before.
 */
export function preloadedPages(clientDir: string): Array<{ path: string; page: PreloadedPage }> {
  const listFile = path.join(clientDir, SCREEN_PRELOADS_FILE);
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(listFile) || !existsSync(indexFile)) return [];
  const index = readFileSync(indexFile, 'utf8');
  const screens = JSON.parse(readFileSync(listFile, 'utf8')) as ScreenPreload[];
  return screens.flatMap((screen) => {
    const files = [...screen.scripts, ...screen.styles];
    if (!files.every((file) => BUILT_FILE.test(file)) || !index.includes('</head>')) return [];
    const links = [
      ...screen.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      // fetched now, applied when the screen's code adds it (as Vite does, crossorigin alike)
      ...screen.styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ].join('');
    const html = index.replace('</head>', `${links}</head>`);
    return [{ path: screen.path, page: { html, gzip: gzipSync(html) } }];
  });
}

/** The page for an address, if it is a listed screen's. */
export function pageAt(
  pages: ReturnType<typeof preloadedPages>,
  pathname: string,
): PreloadedPage | undefined {
  return pages.find((screen) => screenParams(screen.path, pathname) !== undefined)?.page;
}
