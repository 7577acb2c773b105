import type { AuditorConfig, RememberedDevice } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { photos, reportInProgress } from './proofFiles';
import { acknowledgedReport, chooseOther, getJson, openReport, pick, typeAnswer } from './reportHelpers';
import { AUDITOR, logIn } from './session';

/**
 * A phone whose store is wiped (iOS eviction, cleared data) while work waits on it (decision
 * 0072): the phone had told the server what it held, so on its next start the app names what
 * never arrived, per report, and the auditor's manager reads it too.
 */

// the service worker is not this test's subject; without it every call is the page's own
test.use({ serviceWorkers: 'block' });

const MANAGER = { email: 'manager@demo.test', password: 'demo-manager' };

test('a phone wiped while a photo and two answers wait names them on its next start, and so does the manager', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await logIn(page, AUDITOR);
  const { store, first: section } = await reportInProgress(page);
  const { questions } = await acknowledgedReport(page);
  const auditorId = (await getJson<AuditorConfig>(page, 'config')).USER_ID;
  // a store's signal that carries small calls but none of this work: answers and bytes are cut off
  await context.route(/\/api\/auditor\/(question|report_batch)/, (route) =>
    route.abort('internetdisconnected'),
  );
  await context.route(/\/storage\//, (route) => route.abort('internetdisconnected'));
  await openReport(page, store.id);
  await typeAnswer(page, pick(questions, 'PLAIN'), 'Greeted at the door by Meera');
  await chooseOther(page, pick(questions, 'MUTEX'));
  const [photo] = photos('wiped-phone', 1);
  if (!photo) throw new Error('no photo');
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles([photo]);
  await expect(page.getByTestId(`proofs-${section.id}`).locator('li.proof')).toHaveCount(1);

  // the phone tells the server what it holds while it has a signal
  await expect
    .poll(
      async () => {
        const told = await getJson<RememberedDevice[]>(page, 'device_unsent');
        const report = told[0]?.reports.find((entry) => entry.audit_store_id === store.id);
        return { changes: report?.changes, files: report?.proofs.map((proof) => proof.file_name) };
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toEqual({ changes: 2, files: [photo.name] });

  // the store is wiped: iOS evicted it, or the auditor cleared the browser's data
  const origin = new URL(page.url()).origin;
  await page.close();
  const reopened = await context.newPage();
  const devtools = await context.newCDPSession(reopened);
  await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'indexeddb' });
  await context.unrouteAll();
  await reopened.goto('/');
  const notice = reopened.getByTestId('lost-work');
  await expect(notice).toContainText('Work that never reached us');
  await expect(notice.getByRole('link', { name: store.audit.store.name })).toHaveAttribute(
    'href',
    `/audit_store/${store.id}/section`,
  );
  await expect(notice).toContainText('2 changes never arrived: enter them again.');
  await expect(notice).toContainText(
    new RegExp(
      `1 file picked in ${section.name} on .+ never arrived: ${photo.name} \\(\\d+ KB\\)\\. Pick it again\\.`,
    ),
  );
  await screenshot(reopened, 'wiped-phone-notice');

  // the manager reads it on the auditor's page
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await desk.newPage();
  await logIn(manager, MANAGER, `/manage/auditors/${auditorId}`);
  const managed = manager.getByTestId('managed-unsent-device');
  await expect(managed).toContainText(store.audit.store.name);
  await expect(managed).toContainText('2 changes never arrived');
  await expect(managed).toContainText(photo.name);
  await managed.scrollIntoViewIfNeeded();
  await screenshot(manager, 'wiped-phone-manager');
  await desk.close();

  // redone: it is not named again, here or after a restart
  await notice.getByRole('button', { name: 'I have redone it' }).click();
  await expect(notice).toHaveCount(0);
  await reopened.reload();
  await expect(reopened.getByRole('heading', { name: 'Work that never reached us' })).toHaveCount(0);
});
