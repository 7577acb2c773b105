import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../src/server/db/database';
import { inWriteTransaction } from '../../src/server/db/groupCommit';
import { migrateToLatest } from '../../src/server/db/migrate';
import { notify } from '../../src/server/domain/notices/notify';
import { createUser } from './harness';
import { createPgDatabase, type PortalProcess, startPortalProcess } from './portalProcess';
import { DIALECTS } from './testDb';

const NOTICES = 200;
/** short, so the restarted instance takes the dead one's claims within the test */
const LEASE_MS = 1_500;

/**
 * The notice sender as a whole process (decision 0038): an instance killed with SIGKILL while it
 * sends a queue of mail, then started again, delivers every notice, and each once as the
 * recipient sees it (one file per mail identity under DATA_DIR/mail).
 */
describe.each(DIALECTS)('the notice sender killed mid-batch on %s', (dialect) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('delivers every notice once after a kill -9 and a restart', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'notice-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const database =
      dialect === 'postgres'
        ? await createPgDatabase(process.env.TEST_DATABASE_URL as string, 'fap_notice_kill')
        : undefined;
    if (database) cleanups.push(() => database.drop());
    const location = { databaseUrl: database?.url, sqlitePath: path.join(dataDir, 'portal.sqlite') };
    const db: Db = openDatabase(location);
    cleanups.push(() => db.destroy());
    await migrateToLatest(db);
    const at = new Date();
    for (let i = 0; i < NOTICES; i += 1) {
      const { id } = await createUser(db);
      await inWriteTransaction(db, (trx) =>
        notify(
          trx,
          {
            recipientId: id,
            kind: 'application_rejected',
            eventKey: `kill:${i}`,
            text: { title: `Notice ${i}`, body: 'Body', link: '/applied_audits' },
          },
          at,
        ),
      );
    }

    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: '0',
      NOTICE_LEASE_MS: String(LEASE_MS),
      SESSION_SECRET: `notice-kill-${randomUUID()}`,
      ...(database ? { DATABASE_URL: database.url } : {}),
    };
    const port = dialect === 'sqlite' ? 8341 : 8342;
    const mails = () =>
      readdirSync(path.join(dataDir, 'mail')).filter((name) => name.endsWith('.json')).length;
    let portal: PortalProcess = await startPortalProcess(port, env);
    cleanups.push(() => void portal.stop('SIGKILL'));
    await expect
      .poll(() => (mailsExist(dataDir) ? mails() : 0), { interval: 5, timeout: 20_000 })
      .toBeGreaterThan(0);
    await portal.stop('SIGKILL');
    const atKill = mails();
    expect(atKill).toBeLessThan(NOTICES);

    portal = await startPortalProcess(port, env);
    await expect
      .poll(
        async () =>
          (await db.selectFrom('notice_deliveries').select('id').where('state', '!=', 'sent').execute())
            .length,
        { interval: 250, timeout: 30_000 },
      )
      .toBe(0);
    await portal.stop();

    expect(mails()).toBe(NOTICES);
    const retaken = await db.selectFrom('notice_deliveries').select('id').where('attempts', '>', 1).execute();
    console.log(`${dialect}: ${atKill} mails before the kill, ${retaken.length} claims taken again after it`);
  });
});

function mailsExist(dataDir: string): boolean {
  try {
    readdirSync(path.join(dataDir, 'mail'));
    return true;
  } catch {
    return false;
  }
}
