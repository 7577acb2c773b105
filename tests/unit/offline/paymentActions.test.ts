// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineDb } from '../../../src/offline/db';
import { createMemoryLocks } from '../../../src/offline/locks';
import { queuePaymentConcern } from '../../../src/offline/paymentActions';
import { createSyncEngine } from '../../../src/offline/syncEngine';
import { fakeClock, fakeServer, newTestDb } from './harness';

let db: OfflineDb;
afterEach(async () => {
  await db?.delete();
});

const KEY_A = '6f1c1f53-52d3-4d4c-9e59-0d6f0c2a9a11';
const KEY_B = '0b0f2c67-3c1a-4a43-8a2b-5d1b7a9f3c22';

describe('a payment concern in the outbox', () => {
  it('is kept on the device with its payment and its own key, and two concerns never merge', async () => {
    db = newTestDb();
    await queuePaymentConcern(db, { paymentId: 7, message: 'Not paid yet', clientKey: KEY_A });
    await queuePaymentConcern(db, { paymentId: 7, message: 'Wrong amount too', clientKey: KEY_B });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(
      entries.map((entry) => [entry.paymentId, entry.auditStoreId, entry.request.path, entry.request.body]),
    ).toEqual([
      [7, undefined, 'auditor/payment/7/payment_concern', { message: 'Not paid yet', client_key: KEY_A }],
      [7, undefined, 'auditor/payment/7/payment_concern', { message: 'Wrong amount too', client_key: KEY_B }],
    ]);
  });

  it('queued again under its key (a draft shown again after a reload) stays one entry', async () => {
    db = newTestDb();
    await queuePaymentConcern(db, { paymentId: 7, message: 'Not paid yet', clientKey: KEY_A });
    await queuePaymentConcern(db, { paymentId: 7, message: 'Not paid yet.', clientKey: KEY_A });
    const entries = await db.outbox.toArray();
    expect(entries.map((entry) => entry.request.body)).toEqual([
      { message: 'Not paid yet.', client_key: KEY_A },
    ]);
  });

  it('is sent again with the same key when the answer was lost, and leaves the queue once accepted', async () => {
    db = newTestDb();
    const clock = fakeClock();
    const server = fakeServer();
    server.plan('lost');
    const engine = createSyncEngine({
      db,
      send: server.send,
      now: clock.now,
      random: () => 0.5,
      lock: createMemoryLocks(),
    });
    await queuePaymentConcern(db, { paymentId: 9, message: 'Where is it?', clientKey: KEY_A }, clock.now());
    await engine.drain();
    expect(await db.outbox.count()).toBe(1);
    clock.advance(60_000);
    await engine.drain();
    expect(await db.outbox.count()).toBe(0);
    // both sends carry the key the server keeps the concern by: the resend finds the first
    expect(server.calls.map((call) => (call.body as { client_key: string }).client_key)).toEqual([
      KEY_A,
      KEY_A,
    ]);
    engine.stop();
  });
});
