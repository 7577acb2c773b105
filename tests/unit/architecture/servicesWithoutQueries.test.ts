import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's services hold rules, not queries (decision 0036): every query is in
 * `server/repositories/`, every transaction opened by `inWriteTransaction`, and no service, route,
 * storage or HTTP module builds SQL of its own. A query written in a service would be one more place a status or
 * a join chain is spelt.
 */

const ROOT = join(__dirname, '../../..');
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|transaction|startTransaction)\(|\bsql`|\.for(No)?(Key)?Update\(/;

/**
 * Where the server may write SQL: its repositories, the database layer, and the tools (the
 * demonstration seed writes rows as a migration does).
 */
const SQL_HOMES = ['src/server/repositories/', 'src/server/db/', 'src/server/tools/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

function queries(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (QUERY.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('the server', () => {
  it('writes no query or transaction outside its repositories and database layer', () => {
    const files = sourceFiles('src/server').filter(
      (file) => !SQL_HOMES.some((home) => file.startsWith(home)),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(queries(files)).toEqual([]);
  });
});
