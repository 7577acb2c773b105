import { isBuiltPageCode } from '../src/contract/builtCode';

/**
 * The install bundle (decision 0056): every built script and style an install precaches, in one
 * file, so a first install is one request rather than one per file. The build writes it
 * (scripts/installBundle.ts) and names it in the precache manifest; the service worker reads it
 * at install (sw/installPrecache.ts). Only files under `assets/` go in: their address is named
 * by their content, so a file's bytes are the same in every bundle that holds it, whichever
 * version the bundle came from.
 */
export interface InstallBundle {
  files: BundledFile[];
}

export interface BundledFile {
  /** The file's address as the precache manifest gives it, relative to the app's root. */
  url: string;
  /** The content type the server sends the file with. */
  type: string;
  body: string;
}

/** The bundle's own address: `assets/install-<content hash>.json`. */
export const INSTALL_BUNDLE_URL = /(^|\/)assets\/install-[\w-]+\.json$/;

/**
 * The files a bundle holds: the build's scripts and styles, named by their content; not a
 * worker's, which is kept as the server sends it, with the policy the worker runs under.
 */
export const isBundledFile = (url: string): boolean => isBuiltPageCode(url);

export function bundledFileType(url: string): string {
  return url.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
}

/** The bundle's files by address, or none when what arrived is not a bundle. */
export function bundledFiles(parsed: unknown): Map<string, BundledFile> {
  const files = new Map<string, BundledFile>();
  const list = (parsed as Partial<InstallBundle> | null)?.files;
  if (!Array.isArray(list)) return files;
  for (const file of list as Partial<BundledFile>[]) {
    const { url, type, body } = file;
    if (typeof url === 'string' && typeof type === 'string' && typeof body === 'string' && isBundledFile(url))
      files.set(url, { url, type, body });
  }
  return files;
}
