import type { Route } from '@playwright/test';
import { type AuditStore, REPORT_MESSAGES, type ReportProof } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { photos, reportInProgress, sha256 } from './proofFiles';
import { getJson, openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { allButOneSectionComment } from './submittableReport';

/**
 * docs/rules.md#offline rule 6 (decision 0014): a report is not submitted while one of its proof
 * files is still on its way (a submitted report takes no more files); once the file is on the
 * server, it is.
 */
test('Submit Report waits while a proof file uploads, says so, and submits once it is on the server', async ({
  page,
  portal,
}) => {
  test.setTimeout(60_000);
  await logIn(page, AUDITOR);
  const { store, first: section } = await reportInProgress(page);
  await allButOneSectionComment(page, portal.sqlitePath, store.id, 200);
  await openReport(page, store.id);
  const submit = page.getByRole('button', { name: 'Submit Report' });
  await expect(submit).toBeEnabled();

  // The store is slow to take the file: the upload is held until the test lets it go.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/storage/attachments', async (route: Route) => {
    await held;
    await route.continue();
  });
  const [file] = photos('receipt', 1);
  if (!file) throw new Error('no file');
  await page.getByTestId(`proofs-input-${section.id}`).setInputFiles([file]);
  await expect(
    page.getByText('Waiting for 1 proof file to upload before the report can be submitted.'),
  ).toBeVisible();
  await expect(submit).toBeDisabled();
  await submit.scrollIntoViewIfNeeded();
  await screenshot(page, 'submit-waits-for-proof');

  release();
  await expect(page.getByTestId(`proofs-${section.id}`).getByText(file.name)).toBeVisible();
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await submit.click();
  await expect(page.getByText(REPORT_MESSAGES.submitted)).toBeVisible({ timeout: 20_000 });
  const submitted = await getJson<AuditStore>(page, `audit_store/${store.id}`);
  expect(submitted.status).toBe('SUBMITTED');
  const proofs = await getJson<ReportProof[]>(
    page,
    `audit_store/${store.id}/section/${section.id}/attachment`,
  );
  expect(proofs.find((proof) => proof.file_name === file.name)?.sha256).toBe(sha256(file.buffer));
});
