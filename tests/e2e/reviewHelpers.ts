import { expect, type Page } from '@playwright/test';
import { REVIEW_MESSAGES } from '../../src/contract';

/** A reviewer opens the report of `storeName` from their queue and accepts it at their stage. */
export async function acceptFromQueue(page: Page, storeName: string) {
  await page.goto('/manage/review');
  await page
    .getByRole('list', { name: 'Reports to review' })
    .getByRole('link', { name: new RegExp(storeName) })
    .click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Accept the report?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(REVIEW_MESSAGES.accepted)).toBeVisible();
  await expect(page).toHaveURL('/manage/review');
}
