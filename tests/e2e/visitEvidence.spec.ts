import Database from 'better-sqlite3';
import {
  REPORT_MESSAGES,
  VISIT_CHAIN_START,
  VISIT_SEAL_MESSAGES,
  type VisitEntry,
  type VisitTimeAnswer,
  visitEntryHash,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { reportInProgress } from './proofFiles';
import { getJson, openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { allButOneSectionComment } from './submittableReport';

/**
 * The reviewer's "Visit evidence" (decision 0045) in Chromium through the real server. The app
 * does not record the visit yet (the device's record is the next step of that decision), so the
 * auditor's side here is the record's calls made the way the device will make them: positions
 * with the server's time token, one at the store and one 5 km north. The auditor submits in the
 * app; QA sees the visit flagged in the queue, and reads the evidence on the review page: where
 * the device was, the flag, and why the visit is not sealed.
 */

test('QA reads the visit’s evidence: the positions against the store, the far one flagged, the seal', async ({
  page: phone,
  browser,
  baseURL,
  portal,
}) => {
  test.setTimeout(120_000);
  await phone.setViewportSize({ width: 390, height: 844 });
  await logIn(phone, AUDITOR);
  const { store } = await reportInProgress(phone);
  await allButOneSectionComment(phone, portal.sqlitePath, store.id, 200);

  const sqlite = new Database(portal.sqlitePath, { readonly: true });
  const at = sqlite
    .prepare(
      `select st.latitude as lat, st.longitude as lng from audit_stores s
       join audits a on a.id = s.audit_id join stores st on st.id = a.store_id where s.id = ?`,
    )
    .get(store.id) as { lat: number; lng: number };
  sqlite.close();
  const { token } = await getJson<VisitTimeAnswer>(phone, 'visit_time');
  expect(token).not.toBeNull();
  const origin = new URL(phone.url()).origin;
  let prev = VISIT_CHAIN_START;
  const positions = [
    { lat: at.lat, lng: at.lng, accuracy_m: 12 },
    // 0.045° of latitude: 5 km north
    { lat: at.lat + 0.045, lng: at.lng, accuracy_m: 25 },
  ];
  for (const [index, value] of positions.entries()) {
    const entry: VisitEntry = {
      seq: index + 1,
      kind: 'position',
      ref: null,
      value,
      device_at: new Date().toISOString(),
      // the page that got the token records both at once
      time: { token: token ?? '', elapsed_ms: 0 },
      prev,
    };
    prev = visitEntryHash(entry);
    const sent = await phone.request.post(`/api/auditor/audit_store/${store.id}/visit_entry`, {
      data: { ...entry, hash: prev },
      headers: { origin },
    });
    expect(sent.status()).toBe(200);
  }
  await openReport(phone, store.id);
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  await expect(phone.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });

  const desk = await browser.newContext({
    baseURL: baseURL ?? portal.url,
    viewport: { width: 1280, height: 900 },
  });
  const qa = await desk.newPage();
  await logIn(qa, DEMO_ACCOUNTS.qa, '/manage/review');
  // the queue flags the visit before the report is opened
  const inQueue = qa
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(store.audit.store.name) });
  await expect(inQueue).toContainText('Far from the store');
  await screenshot(qa, 'visit-flag-queue-1280');
  await inQueue.click();
  await expect(qa).toHaveURL(`/manage/review/${store.id}`);
  const panel = qa.locator('.visit-evidence');
  await expect(panel.getByRole('heading', { name: 'Visit evidence' })).toBeVisible();
  const fixes = panel.getByRole('list', { name: 'Positions' }).getByRole('listitem');
  await expect(fixes).toHaveCount(2);
  await expect(fixes.first()).toContainText('at the store (±12 m)');
  await expect(fixes.nth(1)).toContainText('5.0 km N of the store (±25 m)');
  await expect(panel).toContainText('A position lies more than 500 m from the store.');
  // the app submitted without the head of a record (it keeps none yet): not sealed, and said why
  await expect(panel).toContainText(`Broken: ${VISIT_SEAL_MESSAGES.noHead}`);
  await expect(fixes.nth(1)).not.toContainText('by the device’s clock');
  await expect(panel).toContainText('The device’s clock agreed with the server’s.');
  await panel.scrollIntoViewIfNeeded();
  await screenshot(qa, 'visit-evidence-1280');
  await desk.close();
});
