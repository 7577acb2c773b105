import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/server/db/database';
import { inWriteTransaction } from '../../src/server/db/groupCommit';
import { createDeliverySender } from '../../src/server/domain/notices/deliverySender';
import { notify } from '../../src/server/domain/notices/notify';
import type { OutgoingMail } from '../../src/server/mail/mailer';
import { createUser } from './harness';
import { createTestDb, DIALECTS, type TestDatabase } from './testDb';

/**
 * The notice sender's guarantee (decision 0038): every queued delivery is sent, once as the
 * recipient sees it (one identity), whichever senders run at once or stop mid-batch.
 */
describe.each(DIALECTS)('notice deliveries on %s', (dialect) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDb(dialect);
  });
  afterEach(() => t.close());

  /** `count` notices, each to a recipient of its own, each queued for e-mail. */
  async function queueNotices(count: number, at = new Date()) {
    for (let i = 0; i < count; i += 1) {
      const { id } = await createUser(t.db);
      await inWriteTransaction(t.db, (trx) =>
        notify(
          trx,
          {
            recipientId: id,
            kind: 'application_rejected',
            eventKey: `test:${i}`,
            text: { title: `Notice ${i}`, body: 'Body', link: '/applied_audits' },
          },
          at,
        ),
      );
    }
  }

  const keyOf = (mail: OutgoingMail) => mail.identity?.key ?? 'none';
  const sender = (db: Db, send: (mail: OutgoingMail) => Promise<void>, now?: () => Date) =>
    createDeliverySender({ db, mailer: { send }, linkOrigin: 'http://localhost', brand: 'Auditly', now });
  /** Another instance's connections to the same database (its own pool on PostgreSQL). */
  const otherInstance = (): Db =>
    dialect === 'postgres'
      ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: t.pgSchema, sqlitePath: '' })
      : t.db;

  it('two instances sending at once send every delivery, none twice', async () => {
    await queueNotices(45);
    const other = otherInstance();
    const sent: OutgoingMail[] = [];
    const record = async (mail: OutgoingMail) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      sent.push(mail);
    };
    const drain = async (db: Db) => {
      const one = sender(db, record);
      while ((await one.sendDue()) > 0) {
        // until nothing is due
      }
    };
    await Promise.all([drain(t.db), drain(other), drain(t.db), drain(other)]);
    if (other !== t.db) await other.destroy();

    const keys = sent.map(keyOf);
    expect(keys).toHaveLength(45);
    expect(new Set(keys).size).toBe(45);
    const states = await t.db.selectFrom('notice_deliveries').select('state').execute();
    expect(states.every((row) => row.state === 'sent')).toBe(true);
  });

  it('hands back unsent what it could not start well inside its lease, the attempt not counted', async () => {
    await queueNotices(3);
    const start = Date.now();
    // the first send takes most of the 60 s lease: the two after it are not started
    let clock = start;
    const slow = sender(
      t.db,
      async () => {
        clock += 50_000;
      },
      () => new Date(clock),
    );
    expect(await slow.sendDue()).toBe(3);
    const rows = await t.db
      .selectFrom('notice_deliveries')
      .select(['state', 'attempts', 'lease_until'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { state: 'sent', attempts: 1, lease_until: null },
      { state: 'pending', attempts: 0, lease_until: null },
      { state: 'pending', attempts: 0, lease_until: null },
    ]);
    const sent: OutgoingMail[] = [];
    expect(
      await sender(
        t.db,
        async (mail) => void sent.push(mail),
        () => new Date(clock),
      ).sendDue(),
    ).toBe(2);
    expect(sent).toHaveLength(2);
  });

  it('a sender that stops mid-batch leaves its claim, and once the lease ends the rest is sent once', async () => {
    await queueNotices(6);
    const crashed = otherInstance();
    const delivered: OutgoingMail[] = [];
    // the first sender hands three mails over, then a fourth, and stops before it hears back
    let handed = 0;
    const dying = sender(crashed, async (mail) => {
      handed += 1;
      delivered.push(mail);
      if (handed === 4) await new Promise(() => {});
    });
    void dying.sendDue();
    await expect.poll(() => handed).toBe(4);
    if (crashed !== t.db) await crashed.destroy().catch(() => undefined);

    // another instance at once finds nothing it may take: the claim holds
    const later = (ms: number) => () => new Date(Date.now() + ms);
    const restarted = sender(t.db, async (mail) => void delivered.push(mail), later(1_000));
    expect(await restarted.sendDue()).toBe(0);
    // after the lease it takes the rest: the unsent two and the one whose outcome was never written
    const afterLease = sender(t.db, async (mail) => void delivered.push(mail), later(61_000));
    expect(await afterLease.sendDue()).toBe(3);

    const keys = delivered.map(keyOf);
    expect(new Set(keys).size).toBe(6);
    // the one sent twice carries one identity: the recipient sees it once
    expect(keys).toHaveLength(7);
    const sentTwice = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(sentTwice).toEqual([keys[3]]);
  });

  it('one event notified twice is one notice and one mail', async () => {
    const { id } = await createUser(t.db);
    const event = {
      recipientId: id,
      kind: 'payment_paid' as const,
      eventKey: 'payment:1:PAID',
      text: { title: 'Payment sent', body: 'Body', link: '/payment' },
    };
    await inWriteTransaction(t.db, (trx) => notify(trx, event, new Date()));
    await inWriteTransaction(t.db, (trx) => notify(trx, event, new Date()));
    expect(await t.db.selectFrom('notices').select('id').execute()).toHaveLength(1);
    const sent: OutgoingMail[] = [];
    expect(await sender(t.db, async (mail) => void sent.push(mail)).sendDue()).toBe(1);
  });

  it('a send that fails is tried again after its backoff, then given up with its error', async () => {
    const start = new Date();
    await queueNotices(1, start);
    let at = start.getTime();
    const failing = sender(
      t.db,
      async () => {
        throw new Error('SMTP said no');
      },
      () => new Date(at),
    );
    expect(await failing.sendDue()).toBe(1);
    expect(await failing.sendDue()).toBe(0);
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      at += 30_000 * 2 ** (attempt - 2);
      expect(await failing.sendDue()).toBe(1);
    }
    const row = await t.db.selectFrom('notice_deliveries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'failed', attempts: 8, last_error: 'SMTP said no' });
    at += 24 * 3_600_000;
    expect(await failing.sendDue()).toBe(0);
  });
});
