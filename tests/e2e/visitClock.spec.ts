import { PRESENCE_TEXTS } from '../../src/client/features/visit/visitTexts';
import { REPORT_MESSAGES, VISIT_FLAG_LABELS, VISIT_SEAL_LABELS, type VisitBundle } from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { reportInProgress } from './proofFiles';
import { openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { smallReport } from './visitHelpers';

/**
 * Trusted time and a refused position (decision 0045) in Chromium through the real server: the
 * browser refuses the location and the report still submits, saying no position was recorded; a
 * visit filled offline on a phone whose clock was set three hours ahead is placed at the right
 * time by the server's token and the monotonic time since, and QA sees the clock flagged.
 */
test('a refused position and a phone clock three hours ahead offline: placed by the token, flagged, still sealed', async ({
  browser,
  portal,
}) => {
  test.setTimeout(120_000);
  // no geolocation permission granted: the browser refuses when asked
  const phoneContext = await browser.newContext({
    baseURL: portal.url,
    viewport: { width: 390, height: 844 },
  });
  // The phone's clock as a user sets it: Date moves, the monotonic clock does not. (Playwright's
  // clock restarts performance.now() when it moves the time, which no phone does.)
  await phoneContext.addInitScript(() => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + ((globalThis as { clockShiftMs?: number }).clockShiftMs ?? 0);
  });
  const phone = await phoneContext.newPage();
  await logIn(phone, AUDITOR);
  const { store } = await reportInProgress(phone);
  const { section, questions } = await smallReport(phone, portal.sqlitePath, store.id);
  const tokenFetched = phone.waitForResponse((response) =>
    response.url().endsWith('/api/auditor/visit_time'),
  );
  await openReport(phone, store.id);
  expect((await tokenFetched).status()).toBe(200);

  await phone.locator('.visit-presence').getByRole('button', { name: PRESENCE_TEXTS.share }).click();
  const line = phone.getByRole('region', { name: 'Your position' });
  await expect(line).toContainText(PRESENCE_TEXTS.refused);
  await line.scrollIntoViewIfNeeded();
  await screenshot(phone, 'visit-presence-refused-390');

  // offline, the phone's clock set three hours ahead, the visit filled in
  await phoneContext.setOffline(true);
  const ahead = 3 * 3_600_000;
  await phone.evaluate((ms) => {
    (globalThis as { clockShiftMs?: number }).clockShiftMs = ms;
  }, ahead);
  expect(await phone.evaluate(() => Date.now() - performance.timeOrigin - performance.now())).toBeGreaterThan(
    ahead - 60_000,
  );
  for (const question of questions) {
    const na = phone.getByTestId(`question-${question.id}`).getByRole('checkbox', { name: 'Not Applicable' });
    await na.click();
    await expect(na).toBeChecked();
  }
  const comment = 'Visited before noon; the store was clean and the staff knew the offer. '.repeat(3);
  await phone.getByTestId(`section-comment-${section.id}`).getByRole('textbox').fill(comment);
  await phoneContext.setOffline(false);
  await phone.getByRole('button', { name: 'Submit Report' }).click();
  await expect(phone.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });

  const desk = await browser.newContext({ baseURL: portal.url, viewport: { width: 1280, height: 900 } });
  const qa = await desk.newPage();
  await logIn(qa, DEMO_ACCOUNTS.qa, '/manage/review');
  const inQueue = qa
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(store.audit.store.name) });
  await expect(inQueue).toContainText(VISIT_FLAG_LABELS.clock_moved);
  await expect(inQueue).not.toContainText(VISIT_FLAG_LABELS.far_from_store);
  await inQueue.click();
  const panel = qa.locator('.visit-evidence');
  // the record holds whatever the clock said: the seal is of what was recorded, not of when
  await expect(panel).toContainText(VISIT_SEAL_LABELS.sealed);
  await expect(panel).toContainText('No position was recorded during the visit.');
  // every entry made after the clock moved (the answers, the comment, the timer and the tap)
  await expect(panel).toContainText(/[4-9] entries were recorded with the device’s clock up to 3 h off\./);
  // each entry names the server's token and the monotonic time since it: minutes, not hours
  const bundle: VisitBundle = await (
    await qa.request.get(`/api/review/report/${store.id}/visit_bundle`)
  ).json();
  const offline = bundle.entries.filter((entry) => entry.kind !== 'start');
  expect(offline.length).toBeGreaterThanOrEqual(4);
  for (const entry of offline) {
    expect(entry.time?.token).toBeTruthy();
    expect(entry.time?.elapsed_ms).toBeLessThan(10 * 60_000);
    expect(Date.parse(entry.device_at) - Date.now()).toBeGreaterThan(ahead - 10 * 60_000);
  }
  await panel.scrollIntoViewIfNeeded();
  await screenshot(qa, 'visit-evidence-clock-1280');
  await desk.close();
  await phoneContext.close();
});
