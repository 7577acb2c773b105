import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { type ManifestOptions, VitePWA } from 'vite-plugin-pwa';
import { installBundle } from './scripts/installBundle';
import { precacheByNeed } from './scripts/precacheByNeed';
import { screenPreloadsPlugin } from './scripts/screenPreloads';
import { workerSharingChunks } from './scripts/workerSharingChunks';

/** manifest.webmanifest at the repository root is the single source of the web app manifest. */
const manifest = JSON.parse(
  readFileSync(fileURLToPath(new URL('./manifest.webmanifest', import.meta.url)), 'utf8'),
) as Partial<ManifestOptions>;

/**
 * The contract's modules only declare schemas, labels and rules. Saying so lets the bundler leave
 * out the ones a bundle does not use, instead of every schema riding along: whole modules, and
 * (zod's builders being pure) single unused schemas of a module that is used. The offline core's
 * modules only declare too (its workers' entries aside), so a screen importing its door
 * (src/offline/index.ts) carries the files it uses, not all of them.
 */
const declaresOnly = (id: string) =>
  id.includes('/src/contract/') || (id.includes('/src/offline/') && !id.endsWith('Worker.ts'));
const contractTreeshake = {
  moduleSideEffects: (id: string) => !declaresOnly(id),
  manualPureFunctions: ['z'],
};

/** The install carries the auditor's app; the back office and heavy rare code come on need. */
const installByNeed = precacheByNeed();
/** Its scripts and styles in one request (decision 0056). */
const installInOneRequest = installBundle();

/** In development Vite serves the app; the Fastify server (npm run serve) answers the rest. */
const backend = { target: 'http://localhost:8000', changeOrigin: false };

export default defineConfig({
  plugins: [
    react(),
    workerSharingChunks(),
    installByNeed.plugin,
    installInOneRequest.plugin,
    screenPreloadsPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The manifest and its icons are precached by the plugin itself; this adds the rest.
      includeAssets: ['icons/apple-touch-icon-180.png'],
      injectManifest: {
        // The app shell, every screen an auditor opens and the static images: the app opens
        // offline. Staff screens and rare heavy code are left to the first use (decision 0046).
        globPatterns: ['**/*.{js,css,html,svg}'],
        manifestTransforms: [installByNeed.transform, installInOneRequest.transform],
        // loaded only where a DSN is configured, and never needed offline: not every install's download
        globIgnores: ['**/errorReporting-*.js'],
        // the service worker's own build, which imports the offline core's door too
        rollupOptions: { treeshake: contractTreeshake },
      },
    }),
  ],
  build: {
    rollupOptions: { treeshake: contractTreeshake },
  },
  worker: {
    rollupOptions: { treeshake: contractTreeshake },
  },
  server: {
    proxy: { '/api': backend, '/auth': backend, '/storage': backend },
  },
});
