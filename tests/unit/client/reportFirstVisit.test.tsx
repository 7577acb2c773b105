import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ReportPage } from '../../../src/client/features/report/ReportPage';
import { beginFirstVisitReads, takeFirstVisitReads } from '../../../src/client/syncRuntime/firstVisitReads';
import { getOfflineDb } from '../../../src/offline/db';
import { OFFLINE_DB_NAME } from '../../../src/offline/dbName';
import {
  answer,
  installRecordingApi,
  reportRoutes,
  reportStore,
  STORE_ID,
  setUpReportPageTests,
} from './reportFixtures';

setUpReportPageTests();

const READ_PATHS = ['', '/section', '/report_section', '/answer'].map(
  (tail) => `/api/auditor/audit_store/${STORE_ID}${tail}`,
);
const readsIn = (requests: string[]) => requests.filter((path) => READ_PATHS.includes(path));

/** A device that has never held the offline database: the link opened on a new phone. */
const newDevice = () => getOfflineDb().delete({ disableAutoOpen: false });

/**
 * Another tab of an older version holding the database open: the page's database cannot open
 * (its upgrade waits) until `close`.
 */
function olderTabHoldingTheDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DB_NAME, 1);
    request.onsuccess = () => {
      request.result.onversionchange = () => undefined; // it does not let go
      resolve(request.result);
    };
    request.onerror = () => reject(request.error);
  });
}

describe("a report's first visit on a device without offline data", () => {
  it('draws the report from the reads begun at start-up while the database cannot open, then the questionnaire from the device', async () => {
    await newDevice();
    const { api } = installRecordingApi(reportRoutes(reportStore('ACKNOWLEDGED'), [answer(11, ['Yes'])]));
    beginFirstVisitReads(`/audit_store/${STORE_ID}/section`);
    await waitFor(() => expect(readsIn(api.requests)).toHaveLength(4));
    const olderTab = await olderTabHoldingTheDatabase();

    const router = createMemoryRouter(
      [{ path: '/audit_store/:auditStoreId/section', Component: ReportPage }],
      {
        initialEntries: [`/audit_store/${STORE_ID}/section`],
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Acme Foods' })).toBeTruthy();
    expect(screen.getByText('Andheri Store')).toBeTruthy();
    // what is typed goes to the device: no question is offered before the device holds the report
    expect(screen.queryByTestId('question-11')).toBeNull();
    expect(document.querySelector('.report-page')?.getAttribute('data-fetch')).toBe('loading');

    olderTab.close();
    const row = await screen.findByTestId('question-11');
    expect(within(row).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    await waitFor(() =>
      expect(document.querySelector('.report-page')?.getAttribute('data-fetch')).toBe('done'),
    );
    expect((await getOfflineDb().answers.get([STORE_ID, 11]))?.answerText).toEqual(['Yes']);
    // each read once, on a signal where every kilobyte counts
    expect(readsIn(api.requests).sort()).toEqual([...READ_PATHS].sort());
  });

  it('begins them for the report and its modals only, and hands them over once', async () => {
    await newDevice();
    const { api } = installRecordingApi(reportRoutes(reportStore('ACKNOWLEDGED')));
    beginFirstVisitReads('/audit_store');
    expect(await takeFirstVisitReads(STORE_ID)).toBeUndefined();
    beginFirstVisitReads(`/audit_store/${STORE_ID}/section/perform_audit`);
    expect(await takeFirstVisitReads(STORE_ID + 1)).toBeUndefined();
    const begun = await takeFirstVisitReads(STORE_ID);
    expect([...(begun?.responses.keys() ?? [])].map((path) => `/api/${path}`).sort()).toEqual(
      [...READ_PATHS].sort(),
    );
    expect(await takeFirstVisitReads(STORE_ID)).toBeUndefined();
    expect(readsIn(api.requests)).toHaveLength(4);
  });

  it('begins none on a device that holds the database: what it queued decides what a read may overwrite', async () => {
    await getOfflineDb().open();
    const { api } = installRecordingApi(reportRoutes(reportStore('ACKNOWLEDGED')));
    beginFirstVisitReads(`/audit_store/${STORE_ID}/section`);
    expect(await takeFirstVisitReads(STORE_ID)).toBeUndefined();
    expect(api.requests).toEqual([]);
  });
});
