import type { Locator, Page } from '@playwright/test';
import {
  CERTIFICATION_MESSAGES,
  CERTIFICATION_STANDING_TEXTS,
  CERTIFICATION_TEXTS,
  type CertificationState,
} from '../../src/contract';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { CERTIFICATION_QUESTIONS } from '../../src/server/tools/seed/certificationQuestions';
import { screenshot, signUpFreshAuditor } from './accountHelpers';
import { expect, test } from './privatePortal';
import { logIn } from './session';

/**
 * Decisions 0022 and 0032: the certification test as an auditor takes it, scored by the server,
 * with a reload in the middle, a lost connection, and the result on every page that shows it.
 * Decision 0032: a score below the pass mark is told as it is, retaken, and shown to a manager as
 * not passed.
 */

/** The auditor misses these two on purpose: 18 of 20 right is 90%. */
const MISSED = new Set([4, 15]);

function optionFor(questionNumber: number, missed: ReadonlySet<number> = MISSED): string {
  const seed = CERTIFICATION_QUESTIONS[questionNumber - 1];
  const option = seed?.options.find((o) => o.isCorrect !== missed.has(questionNumber));
  if (!option) throw new Error(`no option for question ${questionNumber}`);
  return option.answerText;
}

async function answer(page: Page, questionNumber: number, missed: ReadonlySet<number> = MISSED) {
  await expect(page.getByText(CERTIFICATION_TEXTS.questionOf(questionNumber, 20))).toBeVisible();
  const next = page.getByRole('button', { name: questionNumber === 20 ? 'Submit' : 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: optionFor(questionNumber, missed), exact: true }).check();
  await next.click();
}

const looks = (button: Locator) =>
  button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { opacity: style.opacity, cursor: style.cursor };
  });

test('a new auditor takes the whole test; a reload and a lost connection on the way change nothing', async ({
  page,
  context,
  portal,
}) => {
  test.setTimeout(120_000);
  await signUpFreshAuditor(page, { dataDir: portal.dataDir });
  await page.goto('/certification');
  await expect(page.getByRole('heading', { name: CERTIFICATION_TEXTS.title })).toBeVisible();
  for (const rule of CERTIFICATION_TEXTS.rules) await expect(page.getByText(rule)).toBeVisible();
  const start = page.getByRole('link', { name: CERTIFICATION_TEXTS.start });
  await expect(start).toHaveCount(0);
  await page.getByLabel(CERTIFICATION_TEXTS.understood).check();
  await screenshot(page, 'certification-instructions', { fullPage: true });
  await start.click();

  // the questions never carry the correct option
  const state = (await (await page.request.get('/api/auditor/certification')).json()) as CertificationState;
  expect(state.questions).toHaveLength(20);
  for (const question of state.questions)
    for (const option of question.options)
      expect(Object.keys(option).sort()).toEqual(['answer_text', 'serial_number']);

  for (let n = 1; n <= 5; n += 1) await answer(page, n);
  // the visual questions show a picture the app serves itself
  await expect(page.getByText(CERTIFICATION_TEXTS.questionOf(6, 20))).toBeVisible();
  const picture = page.getByRole('img', { name: 'Illustration for question 6' });
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await answer(page, 6);
  await answer(page, 7);

  // the listening questions play a recording the app serves itself, the transcript one tap away
  await expect(page.getByText(CERTIFICATION_TEXTS.questionOf(8, 20))).toBeVisible();
  const audio = page.locator('.certification-recording audio');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration))
    .toBeGreaterThan(20);
  await expect(page.getByText(CERTIFICATION_TEXTS.transcript)).toBeVisible();
  await screenshot(page, 'certification-question', { fullPage: true });
  // a choice made but not sent yet survives a reload, and the test resumes at the same question
  await page.getByRole('radio', { name: optionFor(8), exact: true }).check();
  await page.reload();
  await expect(page.getByText(CERTIFICATION_TEXTS.questionOf(8, 20))).toBeVisible();
  await expect(page.getByRole('radio', { name: optionFor(8), exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  for (let n = 9; n <= 11; n += 1) await answer(page, n);
  await expect(page.getByText(CERTIFICATION_TEXTS.questionOf(12, 20))).toBeVisible();

  // offline: Next keeps the choice and says why; back online the same tap goes through, once
  await context.setOffline(true);
  await page.getByRole('radio', { name: optionFor(12), exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText(CERTIFICATION_TEXTS.offline);
  await expect(page.getByText(CERTIFICATION_TEXTS.questionOf(12, 20))).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Next' }).click();

  for (let n = 13; n <= 20; n += 1) await answer(page, n);
  await expect(page.getByText(CERTIFICATION_MESSAGES.submitted)).toBeVisible();
  await expect(page.getByText(CERTIFICATION_TEXTS.congratulation(90))).toBeVisible();
  await screenshot(page, 'certification-result');

  // one attempt: the server refuses another answer, and every page shows the score
  const again = await page.request.post('/api/auditor/certification/answer', {
    data: { question_number: 1, serial_number: 'A' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(again.status()).toBe(400);
  await page.goto('/certification');
  await expect(page.getByText(CERTIFICATION_TEXTS.congratulation(90))).toBeVisible();
  await page.goto('/certification/questions');
  await expect(page.getByText(CERTIFICATION_TEXTS.congratulation(90))).toBeVisible();
  await page.goto('/details');
  await expect(page.getByTestId('details-certification')).toHaveText('90%');
  await page.goto('/');
  await expect(page.getByTestId('profile-certification')).toHaveText('90%');
});

test('a failing score is told as it is, and a retake after the shopper guide passes', async ({
  page,
  portal,
}) => {
  test.setTimeout(180_000);
  await signUpFreshAuditor(page, { dataDir: portal.dataDir });
  // opened first after signing up, the test's page loads no other page's styles
  await page.goto('/certification');
  await page.getByLabel(CERTIFICATION_TEXTS.understood).check();
  await page.getByRole('link', { name: CERTIFICATION_TEXTS.start }).click();

  // Next, disabled until an option is chosen, looks it
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  expect(await looks(next)).toEqual({ opacity: '0.55', cursor: 'not-allowed' });
  await page.getByRole('radio', { name: optionFor(1), exact: true }).check();
  await expect(next).toBeEnabled();
  expect(await looks(next)).toEqual({ opacity: '1', cursor: 'pointer' });
  await next.click();

  // 6 of 20 right: 30%, below the pass mark
  const poorly = new Set(Array.from({ length: 20 }, (_, i) => i + 1).filter((n) => n > 6));
  for (let n = 2; n <= 20; n += 1) await answer(page, n, poorly);
  await expect(page.getByText(CERTIFICATION_MESSAGES.submitted)).toBeVisible();
  await expect(page.getByText(CERTIFICATION_TEXTS.notPassed(30))).toBeVisible();
  await expect(page.getByText(CERTIFICATION_TEXTS.passMark)).toBeVisible();
  await expect(page.getByText(CERTIFICATION_TEXTS.tryAgain(2))).toBeVisible();
  await expect(page.getByText(/Congratulations|Certified Auditor now/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: CERTIFICATION_TEXTS.readGuide })).toHaveAttribute(
    'href',
    '/shopper_guide/videos',
  );
  await screenshot(page, 'certification-not-passed', { fullPage: true });

  // the dashboard and the details page agree, and lead back to the test
  await page.goto('/');
  await expect(page.getByTestId('profile-certification')).toHaveText(
    `${CERTIFICATION_STANDING_TEXTS.notPassed(30)} ${CERTIFICATION_STANDING_TEXTS.retake}`,
  );
  await page.goto('/details');
  await expect(page.getByTestId('details-certification')).toContainText(
    CERTIFICATION_STANDING_TEXTS.notPassed(30),
  );
  await page.getByTestId('details-certification').getByRole('link').click();
  await expect(page).toHaveURL('/certification');

  await page.getByRole('button', { name: CERTIFICATION_TEXTS.retake }).click();
  await expect(page.getByText(CERTIFICATION_TEXTS.attemptOf(2))).toBeVisible();
  // the same retake sent again (a resend) starts nothing more
  const resent = await page.request.post('/api/auditor/certification/retake', {
    data: { attempt: 1 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(resent.status()).toBe(200);
  expect(((await resent.json()) as CertificationState).standing).toEqual({
    standing: 'TAKING',
    score: null,
    attempt: 2,
  });
  await page.getByLabel(CERTIFICATION_TEXTS.understood).check();
  await page.getByRole('link', { name: CERTIFICATION_TEXTS.start }).click();
  await expect(page.getByText(CERTIFICATION_TEXTS.attemptOf(2))).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await screenshot(page, 'certification-retake', { fullPage: true });
  for (let n = 1; n <= 20; n += 1) await answer(page, n);
  await expect(page.getByText(CERTIFICATION_TEXTS.congratulation(90))).toBeVisible();
  await expect(page.getByText(CERTIFICATION_TEXTS.pointer)).toBeVisible();
  await screenshot(page, 'certification-passed-on-retake');
  await page.goto('/details');
  await expect(page.getByTestId('details-certification')).toHaveText('90%');
});

test('a manager sees who passed the certification and who did not', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, DEMO_ACCOUNTS.manager, '/manage/applications');
  await page.getByRole('link', { name: /Café Experience Audit/ }).click();
  const card = (email: string) =>
    page.getByRole('list', { name: 'Applications' }).getByRole('listitem').filter({ hasText: email });
  // Karthik scored 55% (the demo seed), Rohan 80%
  await expect(card('karthik')).toContainText('Not passed (55%)');
  await expect(card('rohan.mehta@demo.test')).toContainText('Passed (80%)');
  await screenshot(page, 'certification-manager-view', { fullPage: true });
});
