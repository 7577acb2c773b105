import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceUnsentBody, HeldProof, RememberedDevice } from '../../src/contract';
import { DEVICES_REMEMBERED_MAX } from '../../src/contract/deviceUnsent';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';

/**
 * What an auditor's devices hold unsent (decision 0072): a device's account replaces its last, is
 * read back by the auditor (on a wiped or new phone) and by a manager, names only what has not
 * arrived since, and never another auditor's report.
 */

describe.each(DIALECTS)('work a device holds unsent (%s)', (dialect) => {
  let h: Harness;
  let auditor: { id: number; cookie: string };
  let other: { id: number; cookie: string };
  let managerCookie: string;
  let world: Awaited<ReturnType<typeof createReportWorld>>;
  let othersWorld: Awaited<ReturnType<typeof createReportWorld>>;

  const signIn = async (role: 'auditor' | 'manager') => {
    const user = await createUser(h.db, { role });
    return { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
  };
  const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({
      method,
      url: `/api${url}`,
      headers: { cookie, origin: ORIGIN },
      ...(payload ? { payload } : {}),
    });
  const tell = (body: DeviceUnsentBody, cookie = auditor.cookie) =>
    call(cookie, 'POST', '/auditor/device_unsent', body);
  const remembered = async (cookie = auditor.cookie) => {
    const answer = await call(cookie, 'GET', '/auditor/device_unsent');
    expect(answer.statusCode).toBe(200);
    return answer.json<RememberedDevice[]>();
  };
  const proof = (name: string, section: number): HeldProof => ({
    id: randomUUID(),
    section_id: section,
    file_name: name,
    file_size: 1_200_000,
    picked_at: '2026-12-04T10:15:00.000Z',
  });

  beforeAll(async () => {
    h = await startHarness(dialect);
    auditor = await signIn('auditor');
    other = await signIn('auditor');
    managerCookie = (await signIn('manager')).cookie;
    world = await createReportWorld(h.db, auditor.id);
    othersWorld = await createReportWorld(h.db, other.id);
  });
  afterAll(async () => {
    await h.close();
  });

  it('names what a device held and has not arrived since, to the auditor and to a manager', async () => {
    const device = randomUUID();
    const shelf = proof('shelf.jpg', world.sections.entry);
    const counter = proof('counter.jpg', world.sections.billing);
    const told = await tell({
      device_id: device,
      device_label: 'Chrome on Android',
      reports: [
        { audit_store_id: world.storeId, changes: 2, proofs: [shelf, counter] },
        // another auditor's report: named by nobody
        { audit_store_id: othersWorld.storeId, changes: 5, proofs: [] },
      ],
    });
    expect(told.statusCode).toBe(204);
    // the counter photo arrives after the device last reported
    await h.db
      .insertInto('attachments')
      .values({
        id: counter.id,
        owner_id: auditor.id,
        audit_store_id: world.storeId,
        section_id: world.sections.billing,
        proof_type: 'PHOTO',
        file_name: counter.file_name,
        file_size: counter.file_size,
        file_type: 'image/jpeg',
        storage_key: `attachments/${counter.id}`,
        state: 'COMPLETED',
        created_at: new Date().toISOString(),
        completed_at: new Date().toISOString(),
      })
      .execute();

    const devices = await remembered();
    expect(devices).toEqual([
      {
        device_id: device,
        device_label: 'Chrome on Android',
        reported_at: expect.any(String),
        reports: [
          {
            audit_store_id: world.storeId,
            store_name: expect.any(String),
            changes: 2,
            proofs: [{ ...shelf, section_name: 'Entry' }],
          },
        ],
      },
    ]);
    expect(await remembered(other.cookie)).toEqual([]);
    const managed = await call(managerCookie, 'GET', `/manager/auditor/${auditor.id}/device_unsent`);
    expect(managed.json()).toEqual(devices);
    expect((await call(managerCookie, 'GET', '/manager/auditor/999999/device_unsent')).statusCode).toBe(404);
    expect(
      (await call(auditor.cookie, 'GET', `/manager/auditor/${auditor.id}/device_unsent`)).statusCode,
    ).toBe(403);

    // the auditor redid it: not named again
    expect((await call(auditor.cookie, 'DELETE', `/auditor/device_unsent/${device}`)).statusCode).toBe(204);
    expect(await remembered()).toEqual([]);
  });

  it('forgets a device that says it holds nothing, and keeps one account of a device told at once', async () => {
    const device = randomUUID();
    const accounts = Array.from({ length: 6 }, (_, index) => ({
      device_id: device,
      device_label: 'Safari on iPhone',
      reports: [{ audit_store_id: world.storeId, changes: index + 1, proofs: [] }],
    }));
    const answers = await Promise.all(accounts.map((body) => tell(body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(204));
    const devices = (await remembered()).filter((entry) => entry.device_id === device);
    expect(devices).toHaveLength(1);
    expect(await tell({ device_id: device, device_label: 'Safari on iPhone', reports: [] })).toMatchObject({
      statusCode: 204,
    });
    expect((await remembered()).filter((entry) => entry.device_id === device)).toEqual([]);
  });

  it('keeps the accounts of the ten devices heard from last, however many tell at once', async () => {
    const deviceTelling = (device: string) =>
      tell({
        device_id: device,
        device_label: 'Chrome on Android',
        reports: [{ audit_store_id: world.storeId, changes: 1, proofs: [] }],
      });
    const older = Array.from({ length: 4 }, () => randomUUID());
    for (const device of older) await deviceTelling(device);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = Array.from({ length: DEVICES_REMEMBERED_MAX }, () => randomUUID());
    const answers = await Promise.all(newer.map(deviceTelling));
    expect(answers.map((answer) => answer.statusCode)).toEqual(newer.map(() => 204));
    const kept = (await remembered()).map((device) => device.device_id);
    expect(kept.sort()).toEqual([...newer].sort());
    for (const device of newer) await call(auditor.cookie, 'DELETE', `/auditor/device_unsent/${device}`);
  });

  it('answers a malformed account with field errors', async () => {
    const bad = await tell({
      device_id: 'not-a-uuid',
      device_label: 'x'.repeat(101),
      reports: [{ audit_store_id: 0, changes: -1, proofs: [] }],
    } as DeviceUnsentBody);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(
      expect.arrayContaining(['device_id', 'device_label', 'reports.0.audit_store_id', 'reports.0.changes']),
    );
  });
});
