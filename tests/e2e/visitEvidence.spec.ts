import { rename } from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import { PRESENCE_TEXTS, RECEIPT_TEXTS } from '../../src/client/features/visit/visitTexts';
import {
  REPORT_MESSAGES,
  type ReportProof,
  untimedEntriesText,
  VISIT_CHAIN_START,
  VISIT_FLAG_LABELS,
  VISIT_MESSAGES,
  VISIT_SEAL_LABELS,
  VISIT_SEAL_MESSAGES,
  type VisitBundle,
  type VisitEntry,
  visitEntryHash,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { photos, reportInProgress, sha256 } from './proofFiles';
import { getJson, openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { smallReport, storeAt } from './visitHelpers';

/**
 * The visit record (decision 0045) as the auditor makes it and the reviewer reads it, in Chromium
 * through the real server: the position asked after the screen that says why, recorded at the
 * store, with a proof taken 5 km away and at Submit; the receipt before Submit, which names a
 * proof whose file the store lost; the seal; and an answer changed on the server after Submit,
 * named when QA reads the evidence again.
 */
test('the phone records the visit, the receipt counts it, QA reads it sealed until the server changes an answer', async ({
  browser,
  portal,
}) => {
  test.setTimeout(180_000);
  const phoneContext = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
  });
  const phone = await phoneContext.newPage();
  await logIn(phone, AUDITOR);
  const { store } = await reportInProgress(phone);
  const at = storeAt(portal.sqlitePath, store.id);
  await phoneContext.setGeolocation({ latitude: at.lat, longitude: at.lng, accuracy: 12 });
  const { section, questions } = await smallReport(phone, portal.sqlitePath, store.id);
  await openReport(phone, store.id);

  // why, who and how long, before the browser is asked anything
  const ask = phone.locator('.visit-presence');
  await expect(ask.getByRole('heading', { name: PRESENCE_TEXTS.title })).toBeVisible();
  await expect(ask).toContainText(PRESENCE_TEXTS.kept);
  await ask.scrollIntoViewIfNeeded();
  await screenshot(phone, 'visit-presence-ask-390');
  await ask.getByRole('button', { name: PRESENCE_TEXTS.share }).click();
  const line = phone.getByRole('region', { name: 'Your position' });
  await expect(line).toContainText(PRESENCE_TEXTS.on);
  await expect(line.getByRole('status')).toHaveText(PRESENCE_TEXTS.recorded);

  for (const question of questions) {
    const na = phone.getByTestId(`question-${question.id}`).getByRole('checkbox', { name: 'Not Applicable' });
    await na.click();
    await expect(na).toBeChecked();
  }
  const comment = 'Shelves full, staff greeted within a minute, the billing queue moved quickly. '.repeat(3);
  await phone.getByTestId(`section-comment-${section.id}`).getByRole('textbox').fill(comment);
  // a proof taken 5 km north of the store
  await phoneContext.setGeolocation({ latitude: at.lat + 0.045, longitude: at.lng, accuracy: 25 });
  const [file] = photos('shelf', 1);
  if (!file) throw new Error('no file');
  await phone.getByTestId(`proofs-input-${section.id}`).setInputFiles([file]);
  const proofsOnServer = () =>
    getJson<ReportProof[]>(phone, `audit_store/${store.id}/section/${section.id}/attachment`);
  await expect
    .poll(async () => (await proofsOnServer()).map((proof) => proof.sha256), { timeout: 20_000 })
    .toEqual([sha256(file.buffer)]);
  await phoneContext.setGeolocation({ latitude: at.lat, longitude: at.lng, accuracy: 10 });

  // the receipt once the comment's typing pause is over and it was sent
  const receipt = phone.locator('.visit-receipt');
  const counts = (proofs: string) => RECEIPT_TEXTS.counts('2 of 2', '1 of 1', proofs);
  await expect(async () => {
    await receipt.getByRole('button', { name: /Check/ }).click();
    await expect(receipt.getByRole('status')).toContainText(counts('1 of 1'), { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(receipt).toContainText(RECEIPT_TEXTS.all);
  // what the report holds in all is said apart from what this phone sent
  await expect(receipt.locator('.visit-receipt-held')).toHaveText(RECEIPT_TEXTS.held(2, 1, 1));

  // the store loses the proof's file: the receipt names it, with the way to send it again
  const sqlite = new Database(portal.sqlitePath, { readonly: true });
  const { key } = sqlite
    .prepare('SELECT storage_key AS key FROM attachments WHERE audit_store_id = ?')
    .get(store.id) as { key: string };
  sqlite.close();
  const stored = path.join(portal.dataDir, 'storage', 'attachments', ...key.split('/'));
  await rename(stored, `${stored}.lost`);
  await receipt.getByRole('button', { name: RECEIPT_TEXTS.again }).click();
  await expect(receipt.getByRole('status')).toContainText(counts('0 of 1'));
  const problems = receipt.getByRole('list', { name: 'Not on the server' });
  await expect(problems).toContainText(
    `${file.name} in ${section.name}: ${RECEIPT_TEXTS.problems.not_stored}. ${RECEIPT_TEXTS.pickAgain(section.name)}`,
  );
  await receipt.scrollIntoViewIfNeeded();
  await screenshot(phone, 'visit-receipt-missing-390');
  await rename(`${stored}.lost`, stored);
  await receipt.getByRole('button', { name: RECEIPT_TEXTS.again }).click();
  await expect(receipt.getByRole('status')).toContainText(counts('1 of 1'));

  // the auditor reads their own positions on their report: where and when, as recorded
  const own = line.locator('.visit-own-positions');
  await own.getByText('2 positions recorded for this visit').click();
  await expect(own.getByRole('listitem')).toHaveCount(2);
  await expect(own.getByRole('listitem').nth(1)).toContainText(
    `proof added · ${(at.lat + 0.045).toFixed(5)}, ${at.lng.toFixed(5)} (±25 m)`,
  );
  await own.scrollIntoViewIfNeeded();
  await screenshot(phone, 'visit-own-positions-390');

  const entriesLine = receipt.locator('.visit-receipt-entries');
  const entriesBefore = (await entriesLine.textContent()) ?? '';
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  await expect(phone.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });
  // after Submit, the receipt is read again on its own (under the rating, and on the submitted
  // report opened again): the tap's own entries are in it
  await expect(entriesLine).not.toHaveText(entriesBefore);
  await phone.keyboard.press('Escape');
  await expect(phone).toHaveURL('/audit_store');
  await phone.goto(`/audit_store/${store.id}/section`);
  await expect(receipt.getByRole('status')).toContainText(counts('1 of 1'));
  await expect(entriesLine).not.toHaveText(entriesBefore);
  const entriesAfter = (await entriesLine.textContent()) ?? '';
  await receipt.scrollIntoViewIfNeeded();
  await screenshot(phone, 'visit-receipt-after-submit-390');

  const desk = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  const qa = await desk.newPage();
  await logIn(qa, DEMO_ACCOUNTS.qa, '/manage/review');
  const inQueue = qa
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(store.audit.store.name) });
  await expect(inQueue).toContainText('Far from the store');
  await inQueue.click();
  const panel = qa.locator('.visit-evidence');
  await expect(panel).toContainText(VISIT_SEAL_LABELS.sealed);
  const fixes = panel.getByRole('list', { name: 'Positions' }).getByRole('listitem');
  await expect(fixes).toHaveCount(3);
  await expect(fixes.nth(0)).toContainText('at the store (±12 m)');
  await expect(fixes.nth(1)).toContainText('5.0 km N of the store (±25 m)');
  await expect(fixes.nth(2)).toContainText('at the store (±10 m)');
  await expect(panel).not.toContainText('by the device’s clock');
  await expect(panel).toContainText('1 of 1 dated proof captured during the visit');
  await panel.scrollIntoViewIfNeeded();
  await screenshot(qa, 'visit-evidence-sealed-1280');

  // the first answer changed on the server after Submit: QA's next reading names its entry
  const bundle: VisitBundle = await (
    await qa.request.get(`/api/review/report/${store.id}/visit_bundle`)
  ).json();
  expect(entriesAfter).toBe(RECEIPT_TEXTS.entries(bundle.entries.length));
  const [first] = questions;
  const answered = bundle.entries.filter(
    (entry) => entry.kind === 'answer' && entry.ref === String(first?.id),
  );
  const seq = answered.at(-1)?.seq ?? -1;
  const writable = new Database(portal.sqlitePath);
  writable
    .prepare(
      `UPDATE answers SET answer_text = '["Yes"]', not_applicable = 0 WHERE audit_store_id = ? AND question_id = ?`,
    )
    .run(store.id, first?.id);
  writable.close();
  await qa.reload();
  await expect(panel).toContainText(
    `${VISIT_SEAL_LABELS.broken}: ${VISIT_SEAL_MESSAGES.changedSince(VISIT_SEAL_MESSAGES.changed(seq))}`,
  );
  await desk.close();
  await phoneContext.close();
});

/**
 * A hostile caller backdates a visit (decision 0067): a forged time token is refused by name, and
 * entries sent today with no token and dated three days back are taken but flagged to QA, whose
 * panel says how much of the visit is only the phone's claim.
 */
test('a visit of untimed entries dated days back is flagged to QA; a forged token is refused', async ({
  browser,
  portal,
}) => {
  const phoneContext = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  await logIn(phone, AUDITOR);
  // the demo auditor's assigned audit, started (a fixture: Agree is not open before its date)
  const sqlite = new Database(portal.sqlitePath);
  const { id: storeId, name: storeName } = sqlite
    .prepare(
      `SELECT s.id, st.name FROM audit_stores s JOIN users u ON u.id = s.auditor_id
       JOIN audits a ON a.id = s.audit_id JOIN stores st ON st.id = a.store_id
       WHERE u.email = ? AND s.status = 'ASSIGNED' ORDER BY s.id LIMIT 1`,
    )
    .get(AUDITOR.email) as { id: number; name: string };
  sqlite.prepare(`UPDATE audit_stores SET status = 'ACKNOWLEDGED' WHERE id = ?`).run(storeId);
  const at = storeAt(portal.sqlitePath, storeId);
  const threeDaysBack = Date.now() - 3 * 86_400_000;
  const entry = (seq: number, prev: string, time: VisitEntry['time']): VisitEntry => ({
    seq,
    kind: 'position',
    ref: null,
    value: { lat: at.lat, lng: at.lng, accuracy_m: 10 },
    device_at: new Date(threeDaysBack + seq * 60_000).toISOString(),
    time,
    prev,
  });
  const send = (sent: VisitEntry) =>
    phone.request.post(`/api/auditor/audit_store/${storeId}/visit_entry`, {
      data: { ...sent, hash: visitEntryHash(sent) },
      headers: { origin: portal.url },
    });
  const forged = await send(entry(1, VISIT_CHAIN_START, { token: `e30.${'A'.repeat(86)}`, elapsed_ms: 0 }));
  expect(forged.status()).toBe(400);
  expect(await forged.json()).toMatchObject({ time: [VISIT_MESSAGES.timeTokenInvalid] });
  let prev = VISIT_CHAIN_START;
  for (const seq of [1, 2, 3]) {
    const untimed = entry(seq, prev, null);
    expect((await send(untimed)).status()).toBe(200);
    prev = visitEntryHash(untimed);
  }
  sqlite.prepare(`UPDATE audit_stores SET status = 'SUBMITTED' WHERE id = ?`).run(storeId);
  sqlite.close();
  await phoneContext.close();

  const desk = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  const qa = await desk.newPage();
  await logIn(qa, DEMO_ACCOUNTS.qa, '/manage/review');
  const inQueue = qa
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(storeName) });
  await expect(inQueue).toContainText(VISIT_FLAG_LABELS.unbounded_time);
  await inQueue.click();
  const untimedLine = qa.getByTestId('visit-untimed');
  await expect(untimedLine).toContainText(untimedEntriesText(3, 3));
  await expect(untimedLine).toContainText('3 of them reached the server more than two minutes after');
  // the three fixes at one place are one line
  await expect(qa.getByRole('list', { name: 'Positions' }).getByRole('listitem')).toHaveCount(1);
  await untimedLine.scrollIntoViewIfNeeded();
  await screenshot(qa, 'visit-evidence-untimed-1280');
  await desk.close();
});
