import type { Plugin } from 'vite';
import type { ManifestEntry, ManifestTransform } from 'workbox-build';

/**
 * What an auditor's install downloads (decision 0046): the shell and every screen an auditor
 * opens, not the back office nor heavy code a few auditors ever run. The precache is the build's
 * chunk graph walked from the entry, stopping at a dynamic import of a module named here; what
 * lies only behind such a stop is fetched when first used and kept then (sw/sw.ts, "app code
 * fetched on need"), so it still opens offline after that first use.
 */
export const ON_NEED_MODULES: RegExp[] = [
  // the back office under /manage: staff screens and the review they share (app/manageRoutes.ts)
  /\/src\/client\/features\/(manage|review)\//,
  // the earnings chart, for the payments page's graph: shown online, kept once shown
  /\/src\/client\/features\/payments\/EarningsChartView\.tsx$/,
  // the onboarding tour and @reactour/tour: shown once, to a newcomer online (it asks the server
  // first); a load that fails shows no tour (features/tour/DashboardTour.tsx)
  /\/src\/client\/features\/tour\/OnboardingTour\.tsx$/,
];

/** Built files referenced by address rather than import (workers): named by their source file. */
export const ON_NEED_FILES: RegExp[] = [
  // the AMR decoder, run only when an old AMR recording is played (features/proofs/amrAudio.ts)
  /(^|\/)amrDecode\.worker-[\w-]+\.js$/,
];

/** A chunk of the bundle Rollup hands to `writeBundle`, as these build steps read it. */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}
interface BundleAsset {
  type: 'asset';
  fileName: string;
}
export type BundleFile = BundleChunk | BundleAsset;

/**
 * The files of a bundle an install leaves out: chunks reached only through an on-need import,
 * their styles where no precached chunk imports them too, and on-need workers.
 */
export function onNeedFiles(bundle: Record<string, BundleFile>): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const onNeed = (chunk: BundleChunk) =>
    chunk.facadeModuleId !== null &&
    ON_NEED_MODULES.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''));
  const installed = new Set<string>();
  const visit = (chunk: BundleChunk) => {
    if (installed.has(chunk.fileName)) return;
    installed.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
    for (const name of chunk.dynamicImports) {
      const imported = byName.get(name);
      if (imported && !onNeed(imported)) visit(imported);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk);

  const installedCss = new Set(
    chunks
      .filter((chunk) => installed.has(chunk.fileName))
      .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
  );
  const left = new Set<string>();
  for (const chunk of chunks) {
    if (installed.has(chunk.fileName)) continue;
    left.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!installedCss.has(css)) left.add(css);
  }
  for (const file of Object.values(bundle))
    if (file.type === 'asset' && ON_NEED_FILES.some((pattern) => pattern.test(file.fileName)))
      left.add(file.fileName);
  return left;
}

/**
 * The Vite plugin that reads the client build's graph, and the precache transform that drops what
 * it found on need. The service worker is built when the client's bundle is closed, so the set
 * is known by then; an empty set (no graph read) would fail the build rather than precache all.
 */
export function precacheByNeed(): { plugin: Plugin; transform: ManifestTransform } {
  let left: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'precache-by-need',
    apply: 'build',
    // once the bundle is written: its page is in it by then (Vite adds index.html as it generates)
    writeBundle(_options, bundle) {
      // the client's bundle, the one with the page: not a worker's nor the service worker's own
      if (!('index.html' in bundle)) return;
      left = onNeedFiles(bundle as unknown as Record<string, BundleFile>);
    },
  };
  const transform: ManifestTransform = async (entries: Array<ManifestEntry & { size: number }>) => {
    if (!left || left.size === 0) throw new Error('precache-by-need: the client build graph was not read');
    const found = left;
    return { manifest: entries.filter((entry) => !found.has(entry.url)), warnings: [] };
  };
  return { plugin, transform };
}
