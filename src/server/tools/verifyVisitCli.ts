import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { verifyVisitBundle } from './verifyVisit';

/**
 * npm run verify-visit -- <bundle.json> [--key <public key .pem>]
 * Checks a visit's verification bundle (decision 0045) with no server and no database. Prints one
 * line per check; exits 0 when every check passes, 1 when one fails or the file is no bundle.
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { key: { type: 'string' } } });
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run verify-visit -- <bundle.json> [--key <the operator’s public key, PEM>]');
  process.exit(1);
}
let bundle: unknown;
try {
  bundle = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`✗ ${file} cannot be read as JSON: ${(error as Error).message}`);
  process.exit(1);
}
const key = values.key ? await readFile(values.key, 'utf8') : undefined;
const check = verifyVisitBundle(bundle, key);
for (const line of check.lines) console.log(line);
process.exit(check.ok ? 0 : 1);
