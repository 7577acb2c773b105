import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyWindow, type CyclePage, type DashboardStats, type OpportunityCycle } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { apiCall, createPgDatabase, type PortalProcess, signIn, startPortalProcess } from './portalProcess';

/**
 * Decision 0048: the auditor's dashboard counts and opportunity lists are kept between requests,
 * on each instance. Two server processes on one PostgreSQL database and one Redis: what a write
 * through one changes is in the very next read through the other, a logout or a deactivation
 * through one ends the session on the other at once, and reads racing a write keep nothing stale.
 */
const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;

describe.runIf(DATABASE && REDIS)('kept answers across two instances', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kept-answers-'));
  let writer: PortalProcess;
  let reader: PortalProcess;

  beforeAll(async () => {
    database = await createPgDatabase(DATABASE as string, 'fap_kept');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS as string,
      DATA_DIR: dataDir,
      SESSION_SECRET: `kept-${randomUUID()}`,
    };
    // one at a time: the first migrates and seeds, the second finds both done
    writer = await startPortalProcess(8313, env);
    reader = await startPortalProcess(8314, env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([writer, reader].map((instance) => instance?.stop()));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const json = async <T>(response: Response | Promise<Response>): Promise<T> => {
    const answer = await response;
    expect(answer.status, answer.url).toBe(200);
    return (await answer.json()) as T;
  };
  const stats = (on: PortalProcess, cookie: string) =>
    json<DashboardStats>(apiCall(on.origin, cookie, 'auditor/dashboard/stats'));
  const search = (on: PortalProcess, cookie: string) =>
    json<OpportunityCycle[]>(apiCall(on.origin, cookie, 'auditor/audit?kms=100'));
  const opportunitiesOf = (cards: OpportunityCycle[], cycleId: number) =>
    cards.find((card) => card.audit_cycle.id === cycleId)?.opportunities ?? 0;

  it("an application through one instance is in the other's next list and counts, and so is its approval", async () => {
    const auditor = await signIn(reader.origin);
    const manager = await signIn(writer.origin, DEMO_ACCOUNTS.manager);
    // read twice on each: the second read is the kept one
    for (const on of [reader, writer, reader]) await Promise.all([stats(on, auditor), search(on, auditor)]);
    const before = { stats: await stats(reader, auditor), cards: await search(reader, auditor) };
    const card = before.cards.find((c) => c.eligibility.eligible);
    if (!card) throw new Error('the demo auditor has no eligible opportunity');
    const page = await json<CyclePage>(
      apiCall(reader.origin, auditor, `auditor/audit/${card.audit_cycle.id}`),
    );
    const location = page.locations.find((l) => l.application === null);
    const window = applyWindow(page, new Date()).accepted;
    if (!location || !window) throw new Error('no location open to apply for');

    // reads racing the write on the other instance: none of them may leave the old answer kept
    const racing = Array.from({ length: 12 }, () => search(reader, auditor));
    const applied = await json<{ id: number; status: string }>(
      apiCall(writer.origin, auditor, `auditor/audit/${location.id}/application/apply`, {
        audit_id: location.id,
        audit_date: window.first,
      }),
    );
    await Promise.all(racing);
    expect(opportunitiesOf(await search(reader, auditor), card.audit_cycle.id)).toBe(card.opportunities - 1);
    expect(await stats(reader, auditor)).toMatchObject({ applied: before.stats.applied + 1 });

    const approval = await apiCall(writer.origin, manager, `manager/application/${applied.id}/approve`, {});
    expect(approval.status, await approval.text()).toBe(200);
    expect(await stats(reader, auditor)).toMatchObject({ assigned: before.stats.assigned + 1 });
  });

  it('a logout or a deactivation through one instance ends the session on the other at once', async () => {
    const auditor = await signIn(reader.origin);
    await stats(reader, auditor);
    await stats(reader, auditor);
    const logout = await fetch(`${writer.origin}/auth/logout`, {
      method: 'POST',
      headers: { cookie: auditor, origin: writer.origin, accept: 'application/json' },
    });
    expect(logout.status).toBe(200);
    expect((await apiCall(reader.origin, auditor, 'auditor/dashboard/stats')).status).toBe(403);
    expect((await apiCall(reader.origin, auditor, 'auditor/audit?kms=100')).status).toBe(403);

    const again = await signIn(reader.origin);
    await search(reader, again);
    const { USER_ID } = await json<{ USER_ID: number }>(apiCall(reader.origin, again, 'auditor/config'));
    const manager = await signIn(writer.origin, DEMO_ACCOUNTS.manager);
    const deactivated = await apiCall(writer.origin, manager, `manager/auditor/${USER_ID}/deactivate`, {});
    expect(deactivated.status, await deactivated.text()).toBe(200);
    expect((await apiCall(reader.origin, again, 'auditor/audit?kms=100')).status).toBe(403);
    expect((await apiCall(reader.origin, again, 'auditor/dashboard/stats')).status).toBe(403);
  });
});
