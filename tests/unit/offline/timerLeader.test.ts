// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineDb } from '../../../src/offline/db';
import { createMemoryLocks } from '../../../src/offline/locks';
import { claimTimer, clearTimer, persistTimer, readTimer } from '../../../src/offline/timerLeader';
import { newTestDb, settle } from './harness';

let db: OfflineDb | undefined;

afterEach(() => {
  db?.close();
  db = undefined;
});

describe('timer leader election', () => {
  it('lets one of two tabs tick; the other takes over when the first releases', async () => {
    const locks = createMemoryLocks();
    const releaseFirst = await claimTimer(12, locks);
    expect(releaseFirst).toBeTypeOf('function');

    let second: (() => Promise<void>) | null | undefined;
    void claimTimer(12, locks).then((release) => {
      second = release;
    });
    await settle();
    expect(second).toBeUndefined();

    await releaseFirst?.();
    await releaseFirst?.(); // releasing twice is harmless
    await settle();
    expect(second).toBeTypeOf('function');
    second?.();
  });

  it('answers null at once when asked not to wait, and claims of other stores are independent', async () => {
    const locks = createMemoryLocks();
    const release = await claimTimer(12, locks);
    expect(await claimTimer(12, locks, { wait: false })).toBeNull();
    const otherStore = await claimTimer(13, locks, { wait: false });
    expect(otherStore).toBeTypeOf('function');
    await otherStore?.();
    await release?.();
    const again = await claimTimer(12, locks, { wait: false });
    expect(again).toBeTypeOf('function');
    again?.();
  });

  it('stops waiting when the signal aborts, and the lock then goes to the next claimer', async () => {
    const locks = createMemoryLocks();
    const release = await claimTimer(12, locks);
    const controller = new AbortController();
    const abandoned = claimTimer(12, locks, { signal: controller.signal });
    const next = claimTimer(12, locks);
    controller.abort();
    expect(await abandoned).toBeNull();
    release?.();
    const nextRelease = await next;
    expect(nextRelease).toBeTypeOf('function');
    nextRelease?.();
  });
});

describe('timer values', () => {
  it('persists whole seconds per audit store and clears them', async () => {
    db = newTestDb();
    await persistTimer(db, 12, 65.7, 1000);
    await persistTimer(db, 13, 5, 1000);
    await persistTimer(db, 12, 70, 2000);
    expect(await readTimer(db, 12)).toEqual({ auditStoreId: 12, seconds: 70, updatedAt: 2000 });
    await clearTimer(db, 12);
    expect(await readTimer(db, 12)).toBeUndefined();
    expect((await readTimer(db, 13))?.seconds).toBe(5);
  });
});
