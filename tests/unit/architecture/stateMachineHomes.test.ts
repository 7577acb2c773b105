import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  ATTACHMENT_STATES,
  AUDIT_STORE_STATUSES,
  CONCERN_STATES,
  IN_REVIEW_STATUSES,
  PAYMENT_STATUSES,
  REVIEW_ROLES,
  REVIEW_STAGES,
} from '../../../src/contract';
import { DELIVERY_STATES } from '../../../src/contract/notices';

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
  {
    name: 'audit store',
    statuses: AUDIT_STORE_STATUSES,
    // the auditor's actions per status, and the review stages
    homes: ['src/contract/statuses.ts', 'src/contract/auditStoreRules.ts', 'src/contract/review.ts'],
  },
  { name: 'payment', statuses: PAYMENT_STATUSES, homes: ['src/contract/statuses.ts'] },
  { name: 'attachment', statuses: ATTACHMENT_STATES, homes: ['src/contract/attachmentTexts.ts'] },
  { name: 'concern', statuses: CONCERN_STATES, homes: ['src/contract/concernTexts.ts'] },
  { name: 'delivery', statuses: DELIVERY_STATES, homes: ['src/contract/notices.ts'] },
];
/** A home may list its own statuses where they share a name with another machine's. */
const ALL_HOMES = MACHINES.flatMap((machine) => machine.homes);

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
    expect(
      files.filter((file) => !ALL_HOMES.includes(file)).flatMap((file) => listsOf(file, statuses)),
    ).toEqual([]);
  });

  it('finds the lists in its home, so the check reads what it means to', () => {
    expect(homes.flatMap((file) => listsOf(file, statuses)).length).toBeGreaterThan(0);
  });
});

describe('the review stages', () => {
  it('are waited in by the statuses each stage reviews, in order', () => {
    expect(IN_REVIEW_STATUSES).toEqual(REVIEW_ROLES.map((role) => REVIEW_STAGES[role].reviews));
  });
});
