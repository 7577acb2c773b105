import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportReads } from '../../../src/client/api/auditStoreReads';
import { CACHED_FALLBACK_HEADER } from '../../../src/offline/apiCache';
import { clearOfflineData, getOfflineDb } from '../../../src/offline/db';
import { outboxKeys } from '../../../src/offline/outbox';
import { refreshReport } from '../../../src/offline/reportCopies';
import { summaryRequest } from '../offline/requests';
import { installFakeApi } from './fakeApi';
import { answer, reportRoutes, reportStore, STORE_ID } from './reportFixtures';

const db = getOfflineDb();

beforeEach(async () => {
  await clearOfflineData(db);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("refreshing a report's server copy", () => {
  it('keeps a typed value whose call was sent while the server copy was on its way', async () => {
    // The auditor's summary is on the device with its call queued.
    await db.reportMeta.put({ auditStoreId: STORE_ID, summary: 'typed on the device', updatedAt: 1 });
    const key = outboxKeys.reportSummary(STORE_ID);
    await db.outbox.add({
      key,
      auditStoreId: STORE_ID,
      request: summaryRequest(STORE_ID, 'typed on the device'),
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1,
    });
    const routes = reportRoutes(reportStore('ACKNOWLEDGED', { report_summary: 'older server copy' }));
    const storePath = `/api/auditor/audit_store/${STORE_ID}`;
    const staleStore = routes[storePath];
    // The server reads the report before the call lands; the call then lands (another context
    // sent it) and its entry leaves the outbox before this refresh writes what it read.
    routes[storePath] = () => {
      void db.outbox.where('key').equals(key).delete();
      return typeof staleStore === 'function' ? staleStore() : (staleStore ?? {});
    };
    installFakeApi(routes);

    await refreshReport(db, STORE_ID, reportReads);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.reportMeta.get(STORE_ID))?.summary).toBe('typed on the device');
  });

  it('keeps a value typed after reads begun at start-up, though its call was accepted before they are merged', async () => {
    // The reads were begun on a device with no database (client/syncRuntime/firstVisitReads.ts)
    // and the server read the report then.
    const begunAt = Date.now() - 1_000;
    installFakeApi(reportRoutes(reportStore('ACKNOWLEDGED', { report_summary: 'read before it was typed' })));
    // Typed after they began; its call was sent and accepted, so nothing is queued any more.
    await db.reportMeta.put({ auditStoreId: STORE_ID, summary: 'typed since', updatedAt: begunAt + 500 });

    await refreshReport(db, STORE_ID, reportReads, { begunAt });
    expect((await db.reportMeta.get(STORE_ID))?.summary).toBe('typed since');
  });

  it('takes the server copy of a value nothing was queued for', async () => {
    await db.reportMeta.put({ auditStoreId: STORE_ID, summary: 'old local', updatedAt: 1 });
    installFakeApi(reportRoutes(reportStore('ACKNOWLEDGED', { report_summary: 'from the server' })));
    await refreshReport(db, STORE_ID, reportReads);
    expect((await db.reportMeta.get(STORE_ID))?.summary).toBe('from the server');
  });

  it("keeps the kept copy and the device's values when a 200 is not the report's (a portal, a proxy)", async () => {
    installFakeApi(reportRoutes(reportStore('ACKNOWLEDGED', { report_summary: 'from the server' })));
    await refreshReport(db, STORE_ID, reportReads);
    const routes = reportRoutes(reportStore('ACKNOWLEDGED', { report_summary: 'later' }));
    routes[`/api/auditor/audit_store/${STORE_ID}`] = { body: { signIn: 'Connect to the store Wi-Fi' } };
    routes[`/api/auditor/audit_store/${STORE_ID}/answer`] = { body: { error: 'proxy' } };
    installFakeApi(routes);

    expect(await refreshReport(db, STORE_ID, reportReads)).toBe(false);
    expect((await db.reportMeta.get(STORE_ID))?.summary).toBe('from the server');
    const kept = await db.serverCache.get(`auditor/audit_store/${STORE_ID}`);
    expect(kept?.body).toMatchObject({ id: STORE_ID, report_summary: 'from the server' });
  });

  it("offline, the worker's kept copy never overwrites what this device saved since; it fills what the device lacks", async () => {
    // Saved and sent on this device after the worker kept its copy: nothing is queued any more.
    await db.answers.put({
      auditStoreId: STORE_ID,
      questionId: 1,
      answerText: ['Yes'],
      notApplicable: false,
      comment: 'sent since',
      updatedAt: 1,
    });
    await db.reportMeta.put({ auditStoreId: STORE_ID, summary: 'sent since', updatedAt: 1 });
    const routes = reportRoutes(reportStore('ACKNOWLEDGED', { report_summary: 'kept earlier' }), [
      answer(1, ['No'], { answer_comment: 'kept earlier' }),
      answer(2, ['Maybe']),
    ]);
    // every read answered by the service worker from its copy, as offline
    for (const [path, reply] of Object.entries(routes))
      if (typeof reply !== 'function')
        routes[path] = { ...reply, headers: { [CACHED_FALLBACK_HEADER]: '1' } };
    installFakeApi(routes);

    await refreshReport(db, STORE_ID, reportReads);
    expect(await db.answers.get([STORE_ID, 1])).toMatchObject({ answerText: ['Yes'], comment: 'sent since' });
    expect((await db.reportMeta.get(STORE_ID))?.summary).toBe('sent since');
    // a question this device never held an answer for takes the kept copy's
    expect((await db.answers.get([STORE_ID, 2]))?.answerText).toEqual(['Maybe']);
  });
});
