import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeInstallBundle } from '../../../scripts/installBundle';
import { bundledFiles, INSTALL_BUNDLE_URL } from '../../../sw/installBundle';
import { bundleWorthFetching, splitManifest } from '../../../sw/installPrecache';

/** A built client: scripts, a style, a worker, the page and an icon, as the precache manifest lists them. */
function builtClient(script = 'export const a = 1;') {
  const dir = mkdtempSync(path.join(tmpdir(), 'install-bundle-'));
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'assets/index-AAAAAAAA.js': script,
    'assets/ReportRoute-BBBBBBBB.js': 'import "./index-AAAAAAAA.js";\nconsole.log("é ✓");',
    'assets/index-CCCCCCCC.css': 'body{margin:0}',
    'assets/reportWriterWorker-DDDDDDDD.js': 'import "./index-AAAAAAAA.js";',
    'index.html': '<!doctype html>',
    'logo.svg': '<svg/>',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  const entries = Object.keys(files).map((url) => ({
    url,
    revision: url.startsWith('assets/') ? null : 'r1',
  }));
  return { dir, files, entries };
}

describe('the install bundle the build writes', () => {
  it("holds every precached script and style byte for byte, and no worker's script nor other file", () => {
    const { dir, files, entries } = builtClient();
    const written = writeInstallBundle(dir, entries);
    expect(written.url).toMatch(INSTALL_BUNDLE_URL);
    const held = bundledFiles(JSON.parse(readFileSync(path.join(dir, written.url), 'utf8')));
    expect([...held.keys()].sort()).toEqual([
      'assets/ReportRoute-BBBBBBBB.js',
      'assets/index-AAAAAAAA.js',
      'assets/index-CCCCCCCC.css',
    ]);
    for (const [url, file] of held) expect(file.body).toBe(files[url]);
    expect(held.get('assets/index-CCCCCCCC.css')?.type).toMatch(/^text\/css/);
    expect(held.get('assets/index-AAAAAAAA.js')?.type).toMatch(/^text\/javascript/);
  });

  it('is named by its content: another release gets another address', () => {
    const first = writeInstallBundle(builtClient().dir, builtClient().entries);
    const same = writeInstallBundle(builtClient().dir, builtClient().entries);
    const next = builtClient('export const a = 2;');
    expect(same.url).toBe(first.url);
    expect(writeInstallBundle(next.dir, next.entries).url).not.toBe(first.url);
  });
});

describe('the service worker reading it', () => {
  it('takes the bundle out of the list the precache keeps, and knows its address', () => {
    const manifest = [
      { url: 'assets/index-AAAAAAAA.js', revision: null },
      { url: 'assets/install-Xy_9-abcDE.json', revision: null },
      'index.html',
    ];
    expect(splitManifest(manifest)).toEqual({
      entries: [{ url: 'assets/index-AAAAAAAA.js', revision: null }, 'index.html'],
      bundleUrl: 'assets/install-Xy_9-abcDE.json',
    });
    expect(splitManifest(['index.html']).bundleUrl).toBeUndefined();
  });

  it('reads anything that is not a bundle as an empty one, so each file is fetched alone', () => {
    for (const notABundle of [null, 'Service Unavailable', { files: 'x' }, [], { rows: [] }])
      expect(bundledFiles(notABundle).size).toBe(0);
    const mixed = {
      files: [
        { url: 'assets/a-AAAAAAAA.js', type: 'text/javascript', body: 'x' },
        { url: 'index.html', type: 'text/html', body: 'not a built file' },
        { url: 'assets/b-BBBBBBBB.js', type: 'text/javascript' },
      ],
    };
    expect([...bundledFiles(mixed).keys()]).toEqual(['assets/a-AAAAAAAA.js']);
  });

  it('fetches the bundle when half its files or more are missing, and a few files alone otherwise', () => {
    expect(bundleWorthFetching(120, 120)).toBe(true);
    expect(bundleWorthFetching(60, 120)).toBe(true);
    expect(bundleWorthFetching(59, 120)).toBe(false);
    expect(bundleWorthFetching(0, 120)).toBe(false);
  });
});
