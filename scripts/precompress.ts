import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * After `vite build`: a Brotli and a gzip copy beside every text file of the client worth
 * compressing, which the server sends to browsers that accept them (@fastify/static
 * `preCompressed`). Done once at build time at the highest levels, so no request pays for it.
 * Lighthouse measured the uncompressed main chunk at 335 KB on the wire before this (docs/budgets.md#lighthouse).
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this, the headers cost about what compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist');
let count = 0;
for (const file of files(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || '.'}`);
