import { describe, expect, it } from 'vitest';
import {
  APPLICATION_DECISIONS,
  APPLICATION_MOVES,
  APPLICATION_STATUSES,
  applicationAllows,
  HOLDING_APPLICATION_STATUSES,
  PENDING_APPLICATION_STATUSES,
} from '../../../src/contract';

/** The application's state machine (contract/applicationMoves.ts) agrees with itself. */
describe('the application state machine', () => {
  it('lets the auditor apply exactly where no application holds the audit', () => {
    const free = APPLICATION_STATUSES.filter(
      (status) => !(HOLDING_APPLICATION_STATUSES as readonly string[]).includes(status),
    );
    expect([...APPLICATION_MOVES.apply.from].sort()).toEqual([...free].sort());
    expect(applicationAllows('apply', 'APPROVED')).toBe(false);
    expect(applicationAllows('apply', 'REJECTED')).toBe(true);
  });

  it('decides only what waits for a decision, and every decision ends the wait or keeps it waitlisted', () => {
    for (const decision of APPLICATION_DECISIONS) {
      const move = APPLICATION_MOVES[decision];
      for (const from of move.from) expect(PENDING_APPLICATION_STATUSES).toContain(from);
      expect(move.from).not.toContain(move.to);
    }
  });

  it('reaches every status from a first application', () => {
    const reached = new Set<string>(['NOT_APPLIED']);
    for (let round = 0; round < APPLICATION_STATUSES.length; round += 1)
      for (const move of Object.values(APPLICATION_MOVES))
        if (move.from.some((status) => reached.has(status))) reached.add(move.to);
    expect([...reached].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });
});
