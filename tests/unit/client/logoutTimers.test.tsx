import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../src/client/pageState/toastStore';
import { sendTimersBeforeLogout } from '../../../src/client/syncRuntime/logoutTimers';
import { MESSAGES } from '../../../src/contract';
import { type OfflineDb, openOfflineDb } from '../../../src/offline/db';
import { installFakeApi } from './fakeApi';

let db: OfflineDb;
beforeEach(async () => {
  db = openOfflineDb(`logout-timers-${Math.random()}`);
  await db.timers.bulkPut([
    { auditStoreId: 2, seconds: 3723, updatedAt: 1 },
    { auditStoreId: 5, seconds: 9, updatedAt: 1 },
  ]);
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await db.delete();
});

describe('sending report timers before logout', () => {
  it('sends every local timer as h:m:s and lets the logout go on', async () => {
    const api = installFakeApi({
      '/api/auditor/audit_store/report_submission_time': { body: { detail: 'Saved' } },
    });
    const sent: unknown[] = [];
    const fakeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push({ method: request.method, body: await request.clone().json() });
      return fakeFetch(request);
    });
    expect(await sendTimersBeforeLogout(db)).toBe(true);
    expect(api.requests).toEqual(['/api/auditor/audit_store/report_submission_time']);
    expect(sent).toEqual([
      {
        method: 'POST',
        body: [
          { audit_store_id: 2, report_submission_time: '01:02:03' },
          { audit_store_id: 5, report_submission_time: '00:00:09' },
        ],
      },
    ]);
  });

  it('keeps the user logged in and says so when the timers cannot be sent', async () => {
    installFakeApi({ '/api/auditor/audit_store/report_submission_time': { status: 500, body: {} } });
    expect(await sendTimersBeforeLogout(db)).toBe(false);
    const { visible, queue } = useToastStore.getState();
    expect([...visible, ...queue].map((t) => t.message)).toContain(MESSAGES.logoutFailed);
  });

  it('has nothing to send without timers', async () => {
    await db.timers.clear();
    const api = installFakeApi({});
    expect(await sendTimersBeforeLogout(db)).toBe(true);
    expect(api.requests).toEqual([]);
  });
});
