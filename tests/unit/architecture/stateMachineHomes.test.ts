import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../../src/contract';

/**
 * One home per state machine (docs/architecture.md): a list of an entity's statuses (which allow a
 * move, which hold, which wait) is written in its contract module only, and read from there by the
 * server, the client and the notices. Comparing with one status is reading a row; naming two or
 * more together is a rule, and a rule spelled twice drifts.
 */

const ROOT = join(__dirname, '../../..');

/** Each machine: its statuses, and the files that may list them. */
const MACHINES = [
  {
    name: 'application',
    statuses: APPLICATION_STATUSES,
    homes: ['src/contract/statuses.ts', 'src/contract/applicationMoves.ts'],
  },
];

/** Where statuses are written as data, not rules: migrations keep the past, the seed writes rows. */
const NOT_RULES = ['src/server/db/migrations/', 'src/server/tools/'];

function sourceFiles(): string[] {
  return readdirSync(join(ROOT, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((file) => !NOT_RULES.some((folder) => file.startsWith(folder)));
}

/** The lines of `file` with a list (`[…]` on one line) naming two or more of `statuses`. */
function listsOf(file: string, statuses: readonly string[]): string[] {
  return readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(/\[[^\][]*\]/g)].some(
        ([list]) => statuses.filter((status) => list.includes(`'${status}'`)).length >= 2,
      )
        ? [`${file}:${index + 1}: ${line.trim()}`]
        : [],
    );
}

describe.each(MACHINES)('the $name state machine', ({ statuses, homes }) => {
  it('lists its statuses in its contract module only', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => !homes.includes(file)).flatMap((file) => listsOf(file, statuses))).toEqual(
      [],
    );
  });

  it('finds the lists in its home, so the check reads what it means to', () => {
    expect(homes.flatMap((file) => listsOf(file, statuses)).length).toBeGreaterThan(0);
  });
});
