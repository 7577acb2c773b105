import { build } from 'esbuild';

/**
 * `npm run build` compiles the server too: production runs `node dist-server/main.js`, which
 * starts in about a second, where `tsx src/server/main.ts` compiled every module at start (about
 * 10 s under load, so a restarted instance was out of rotation that long). Packages stay in
 * node_modules (better-sqlite3 and pg's native parts cannot be bundled); only our own code is.
 * The output lives outside dist/, which the server serves to browsers.
 */
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist-server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built the server into dist-server/main.js');
