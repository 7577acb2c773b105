// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfflineDb } from '../../../src/offline/db';
import { watchTables } from '../../../src/offline/tableWatch';
import { fakeClock, newTestDb } from './harness';
import { proofRecord } from './proofFixtures';

/**
 * The views of the proofs read again at most once per interval while the queue writes, and
 * always after the last write (decision 0058). A real Dexie on fake-indexeddb fires the changes;
 * the clock and the timers are the test's.
 */

const INTERVAL = 250;

const proof = (id: string) => proofRecord(id, 7, 'queued');

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/**
 * A watch of the proofs' ids, with timers that fire only when the test moves the clock. Started
 * on an open database: Dexie tells of a change to every table as it opens one.
 */
async function watchProofs(db: OfflineDb, gate: () => Promise<void> = async () => undefined) {
  await db.open();
  const clock = fakeClock(0);
  const timers: Array<{ at: number; run: () => void }> = [];
  const values: string[][] = [];
  stops.push(
    watchTables({
      dbName: db.name,
      tables: ['proofs'],
      read: async () => {
        const ids = (await db.proofs.toArray()).map((record) => record.id);
        await gate();
        return ids;
      },
      onValue: (ids) => values.push(ids),
      minIntervalMs: INTERVAL,
      now: clock.now,
      setTimer: (run, ms) => {
        const timer = { at: clock.now() + ms, run };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => timers.splice(timers.indexOf(timer as (typeof timers)[number]), 1),
    }),
  );
  return {
    values,
    advance(ms: number) {
      clock.advance(ms);
      for (const timer of timers.filter((due) => due.at <= clock.now())) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
  };
}

describe('watchTables', () => {
  it('reads at once, and a write after a quiet moment at once', async () => {
    const db = newTestDb();
    const watch = await watchProofs(db);
    await vi.waitFor(() => expect(watch.values).toEqual([[]]));
    watch.advance(INTERVAL);
    await db.proofs.put(proof('a'));
    await vi.waitFor(() => expect(watch.values).toEqual([[], ['a']]));
  });

  it('reads the writes of one interval together once it ends, the last of them included', async () => {
    const db = newTestDb();
    const watch = await watchProofs(db);
    await vi.waitFor(() => expect(watch.values).toHaveLength(1));
    for (const id of ['a', 'b', 'c']) await db.proofs.put(proof(id));
    // a moment for any read the writes would start now
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watch.values).toEqual([[]]);
    watch.advance(INTERVAL);
    await vi.waitFor(() => expect(watch.values).toEqual([[], ['a', 'b', 'c']]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watch.values).toHaveLength(2);
  });

  it('does not read again for a write to another table, nor after it is stopped', async () => {
    const db = newTestDb();
    const watch = await watchProofs(db);
    await vi.waitFor(() => expect(watch.values).toHaveLength(1));
    watch.advance(INTERVAL);
    await db.reportMeta.put({ auditStoreId: 7, summary: 'x', updatedAt: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watch.values).toHaveLength(1);
    for (const stop of stops.splice(0)) stop();
    await db.proofs.put(proof('a'));
    watch.advance(INTERVAL);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(watch.values).toHaveLength(1);
  });

  it('reads again after a write made while it read', async () => {
    const db = newTestDb();
    let open: () => void = () => undefined;
    let held = true;
    const watch = await watchProofs(db, () =>
      held ? new Promise<void>((resolve) => (open = resolve)) : Promise.resolve(),
    );
    await db.proofs.put(proof('a'));
    held = false;
    open();
    await vi.waitFor(() => expect(watch.values).toEqual([[]]));
    watch.advance(INTERVAL);
    await vi.waitFor(() => expect(watch.values).toEqual([[], ['a']]));
  });
});
