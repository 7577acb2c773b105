// @vitest-environment node
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { firstBrokenEntry, VISIT_CHAIN_START, type VisitTime } from '../../../src/contract/visitChain';
import { isOwnEntry, type OfflineDb, openOfflineDb } from '../../../src/offline/db';
import { outboxKeys } from '../../../src/offline/outbox';
import {
  continueServerHead,
  recordVisitEntry,
  type VisitRecording,
  visitHead,
} from '../../../src/offline/visitRecord';
import { fakeClock, newTestDb } from './harness';

/**
 * The device's visit record (decision 0045): one entry per thing recorded, chained, written with
 * its call in one transaction; typed text replaces the head while its call was never tried, and
 * is a new entry once it was.
 */

let db: OfflineDb;
afterEach(async () => {
  await db?.delete();
});

const STORE = 41;
const clock = fakeClock(Date.parse('2026-11-28T10:00:00.000Z'));
let trusted: VisitTime | null = null;
const visitClock = { deviceNow: clock.now, trustedTime: () => trusted };

/** What an action does: the entry and its call in one transaction. */
async function record(recording: Omit<VisitRecording, 'auditStoreId'>) {
  await db.transaction('rw', [db.visitEntries, db.outbox], async () => {
    await recordVisitEntry(db, { auditStoreId: STORE, ...recording }, visitClock, clock.now());
  });
}
const entries = async () =>
  (await db.visitEntries.where('auditStoreId').equals(STORE).sortBy('seq')).filter(isOwnEntry);
const calls = () => db.outbox.orderBy('seq').toArray();

describe('the device’s visit record', () => {
  it('chains each item recorded and queues each entry under its number', async () => {
    db = newTestDb();
    await record({ kind: 'start', ref: null, value: null });
    await record({ kind: 'answer', ref: '7', value: { answer: ['Yes'], not_applicable: false } });
    await record({ kind: 'section_comment', ref: '3', value: 'Clean floors.' });
    const chain = await entries();
    expect(chain.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(chain[0]?.prev).toBe(VISIT_CHAIN_START);
    expect(firstBrokenEntry(chain.map(({ auditStoreId: _, ...entry }) => entry))).toBeUndefined();
    expect((await calls()).map((call) => [call.key, call.request.path])).toEqual(
      [1, 2, 3].map((seq) => [outboxKeys.visitEntry(STORE, seq), `auditor/audit_store/${STORE}/visit_entry`]),
    );
    expect((await visitHead(db, STORE))?.hash).toBe(chain[2]?.hash);
  });

  it('begins a visit with its start entry when the first thing recorded is a change', async () => {
    db = newTestDb();
    await record({ kind: 'answer', ref: '7', value: { answer: ['Yes'], not_applicable: false } });
    const chain = await entries();
    expect(chain.map((entry) => [entry.seq, entry.kind, entry.prev])).toEqual([
      [1, 'start', VISIT_CHAIN_START],
      [2, 'answer', chain[0]?.hash],
    ]);
    expect((await calls()).map((call) => call.key)).toEqual(
      [1, 2].map((seq) => outboxKeys.visitEntry(STORE, seq)),
    );
  });

  it('replaces the head while the same text is typed and its call never left; one entry, one call', async () => {
    db = newTestDb();
    await record({ kind: 'start', ref: null, value: null });
    await record({ kind: 'answer', ref: '7', value: { answer: ['Yes'], not_applicable: false } });
    for (const text of ['C', 'Cl', 'Cle', 'Clean'])
      await record({ kind: 'answer_comment', ref: '7', value: text, notBefore: clock.now() + 1500 });
    const chain = await entries();
    expect(chain.map((entry) => [entry.seq, entry.value])).toEqual([
      [1, null],
      [2, { answer: ['Yes'], not_applicable: false }],
      [3, 'Clean'],
    ]);
    expect(chain[2]?.prev).toBe(chain[1]?.hash);
    const queued = await calls();
    expect(queued).toHaveLength(3);
    expect(queued[2]?.request.body).toMatchObject({ seq: 3, value: 'Clean', hash: chain[2]?.hash });
  });

  it('replaces the head another tab wrote last, and keeps one call for it', async () => {
    const factory = new IDBFactory();
    db = openOfflineDb('visit-two-tabs', { indexedDB: factory, IDBKeyRange });
    const otherTab = openOfflineDb('visit-two-tabs', { indexedDB: factory, IDBKeyRange });
    const typeIn = (tab: OfflineDb, text: string) =>
      tab.transaction('rw', [tab.visitEntries, tab.outbox], () =>
        recordVisitEntry(
          tab,
          { auditStoreId: STORE, kind: 'summary', ref: null, value: text },
          visitClock,
          0,
        ),
      );
    await typeIn(db, 'Qui');
    await typeIn(otherTab, 'Quick');
    // this tab's own note of where its head's call waits names a head that is no longer the head
    await typeIn(db, 'Quick visit');
    const chain = await entries();
    expect(chain.map((entry) => [entry.seq, entry.value])).toEqual([
      [1, null],
      [2, 'Quick visit'],
    ]);
    const queued = await calls();
    expect(queued.map((call) => call.key)).toEqual([1, 2].map((seq) => outboxKeys.visitEntry(STORE, seq)));
    expect(queued[1]?.request.body).toMatchObject({ value: 'Quick visit', hash: chain[1]?.hash });
    otherTab.close();
  });

  it('records a new entry once the head’s call was tried: it may have reached the server', async () => {
    db = newTestDb();
    await record({ kind: 'start', ref: null, value: null });
    await record({ kind: 'summary', ref: null, value: 'Quick visit' });
    // a send that failed on the network: the server may hold entry 2 as it was
    await db.outbox.toCollection().modify({ attempts: 1 });
    await record({ kind: 'summary', ref: null, value: 'Quick visit, clean store' });
    const chain = (await entries()).slice(1);
    expect(chain.map((entry) => [entry.seq, entry.value])).toEqual([
      [2, 'Quick visit'],
      [3, 'Quick visit, clean store'],
    ]);
    expect(chain[1]?.prev).toBe(chain[0]?.hash);
  });

  it('carries the device’s clock and the trusted time the page holds', async () => {
    db = newTestDb();
    trusted = { token: 'signed-token', elapsed_ms: 4_200 };
    clock.advance(60_000);
    await record({ kind: 'start', ref: null, value: null });
    await record({ kind: 'position', ref: null, value: { lat: 19.06, lng: 72.83, accuracy_m: 20 } });
    trusted = null;
    const [, entry] = await entries();
    expect(entry).toMatchObject({
      device_at: new Date(clock.now()).toISOString(),
      time: { token: 'signed-token', elapsed_ms: 4_200 },
    });
  });

  it('continues from the server’s last entry when the device holds less of the record', async () => {
    db = newTestDb();
    const server = { seq: 7, hash: 'f'.repeat(64) };
    const adopt = () =>
      db.transaction('rw', [db.visitEntries], () => continueServerHead(db, STORE, server, new Set()));
    expect(await adopt()).toBe(true);
    await record({ kind: 'answer', ref: '7', value: { answer: ['Yes'], not_applicable: false } });
    // no start entry of its own: the visit began on the other phone
    expect((await entries()).map((entry) => [entry.seq, entry.kind, entry.prev])).toEqual([
      [8, 'answer', server.hash],
    ]);
    expect((await calls()).map((call) => call.key)).toEqual([outboxKeys.visitEntry(STORE, 8)]);
    // the device is now ahead of the read: nothing changes
    expect(await adopt()).toBe(false);
    expect((await visitHead(db, STORE))?.seq).toBe(8);
  });

  it('keeps its own chain while any of its entries waits to be sent', async () => {
    db = newTestDb();
    await record({ kind: 'start', ref: null, value: null });
    const queued = new Set((await calls()).map((call) => call.key));
    const server = { seq: 4, hash: 'e'.repeat(64) };
    const adopted = await db.transaction('rw', [db.visitEntries], () =>
      continueServerHead(db, STORE, server, queued),
    );
    expect(adopted).toBe(false);
    expect((await visitHead(db, STORE))?.seq).toBe(1);
    // the same head as the server's, once sent: nothing to continue from
    const own = await visitHead(db, STORE);
    const same = await db.transaction('rw', [db.visitEntries], () =>
      continueServerHead(db, STORE, { seq: 1, hash: own?.hash ?? '' }, new Set()),
    );
    expect(same).toBe(false);
  });
});
