import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  keepReportsOffline,
  offlineMarkKey,
  useOfflineSaves,
} from '../../../src/client/features/keepOffline/keepOffline';
import { clearOfflineData, getOfflineDb } from '../../../src/offline/db';
import { readServerCopies } from '../../../src/offline/reportCopyReads';
import { installFakeApi } from './fakeApi';
import { reportRoutes, reportStore, STORE_ID } from './reportFixtures';

const db = getOfflineDb();

beforeEach(async () => {
  await clearOfflineData(db);
  useOfflineSaves.setState({ states: new Map() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** What fetching a file answers; records the addresses asked for. */
function fileFetcher(status = 200) {
  const asked: string[] = [];
  const fetchFile = vi.fn(async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response('%PDF-1.4', { status });
  }) as unknown as typeof fetch;
  return { asked, fetchFile };
}

describe('keeping reports for offline use', () => {
  it('saves a report in progress whole: its reads in Dexie, its guideline PDF fetched, and a mark', async () => {
    installFakeApi(reportRoutes(reportStore('ACKNOWLEDGED')));
    const { asked, fetchFile } = fileFetcher();
    await keepReportsOffline(db, [reportStore('ACKNOWLEDGED')], fetchFile);

    const copies = await readServerCopies(db, STORE_ID);
    expect(copies.store?.id).toBe(STORE_ID);
    expect(copies.sections?.length).toBeGreaterThan(0);
    expect(copies.reportSections).toBeDefined();
    expect(copies.answers).toBeDefined();
    expect(asked).toEqual(['/files/guide.pdf']);
    expect(await db.serverCache.get(offlineMarkKey(STORE_ID))).toBeDefined();
    expect(useOfflineSaves.getState().states.get(STORE_ID)).toBeUndefined();
  });

  it('leaves out reports that are no longer worked on', async () => {
    const { requests } = installFakeApi(reportRoutes(reportStore('SUBMITTED')));
    await keepReportsOffline(db, [reportStore('SUBMITTED')], fileFetcher().fetchFile);
    expect(requests).toEqual([]);
    expect(await db.serverCache.get(offlineMarkKey(STORE_ID))).toBeUndefined();
  });

  it('marks nothing ready when a read or the PDF fails, and says the save failed', async () => {
    const routes = reportRoutes(reportStore('ASSIGNED'));
    routes[`/api/auditor/audit_store/${STORE_ID}/answer`] = { status: 500, body: {} };
    installFakeApi(routes);
    await keepReportsOffline(db, [reportStore('ASSIGNED')], fileFetcher().fetchFile);
    expect(await db.serverCache.get(offlineMarkKey(STORE_ID))).toBeUndefined();
    expect(useOfflineSaves.getState().states.get(STORE_ID)).toBe('failed');

    installFakeApi(reportRoutes(reportStore('ASSIGNED')));
    await keepReportsOffline(db, [reportStore('ASSIGNED')], fileFetcher(404).fetchFile);
    expect(await db.serverCache.get(offlineMarkKey(STORE_ID))).toBeUndefined();
    expect(useOfflineSaves.getState().states.get(STORE_ID)).toBe('failed');
  });

  it('keeps a value typed on the device while the save was on its way', async () => {
    await db.reportMeta.put({
      auditStoreId: STORE_ID,
      summary: 'typed in the store',
      updatedAt: Date.now() + 60_000,
    });
    installFakeApi(reportRoutes(reportStore('ACKNOWLEDGED', { report_summary: 'older server copy' })));
    await keepReportsOffline(db, [reportStore('ACKNOWLEDGED')], fileFetcher().fetchFile);
    expect((await db.reportMeta.get(STORE_ID))?.summary).toBe('typed in the store');
  });
});
