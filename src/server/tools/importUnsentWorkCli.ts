import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ImportFileError, importUnsentWork } from './importUnsentWork';

/**
 * npm run import-unsent -- <file.zip> --auditor <email>
 * Imports an auditor's saved unsent work into the database and store the server is configured
 * with (the same environment as `npm run serve`). Prints one line per item; exits 0 when every
 * item is on the server, 2 when the server refused some (their reasons are printed), 1 when the
 * file cannot be imported at all. Running it again is safe.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { auditor: { type: 'string' } },
});
const file = positionals[0];
if (!file || !values.auditor) {
  console.error('Usage: npm run import-unsent -- <file.zip> --auditor <email of the auditor who saved it>');
  process.exit(1);
}

const config = loadConfig();
const db = openDatabase({
  databaseUrl: config.databaseUrl,
  sqlitePath: path.join(config.dataDir, 'portal.sqlite'),
});
let exitCode = 0;
try {
  await migrateToLatest(db);
  const app = await buildApp({ db, config });
  try {
    const outcomes = await importUnsentWork(app, db, await readFile(file), {
      auditorEmail: values.auditor,
      ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    });
    for (const outcome of outcomes) {
      const detail = outcome.detail ? `: ${outcome.detail}` : '';
      const owner = outcome.auditStoreId === undefined ? 'payment' : `report ${outcome.auditStoreId}`;
      console.log(`${owner}  ${outcome.result.padEnd(21)} ${outcome.item}${detail}`);
    }
    const refused = outcomes.filter((outcome) => outcome.result === 'refused').length;
    console.log(`${outcomes.length} items, ${refused} refused.`);
    if (refused > 0) exitCode = 2;
  } finally {
    await app.close();
  }
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  console.error(error.message);
  exitCode = 1;
} finally {
  await db.destroy();
}
process.exit(exitCode);
