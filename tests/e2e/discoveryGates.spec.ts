import type { Page } from '@playwright/test';
import {
  ELIGIBILITY_TEXTS,
  OPPORTUNITY_LIST_TITLES,
} from '../../src/client/features/discovery/discoveryTexts';
import {
  APPLY_MESSAGES,
  type CyclePage,
  DETAILS_MODAL_TITLES,
  DETAILS_SAVED_MESSAGES,
  DISCOVERY_GATE_MESSAGES,
  type OpportunityCycle,
} from '../../src/contract';
import { TOS_TEXTS } from '../../src/contract/onboarding';
import { dialog, saveAndReturn, screenshot, signUpFreshAuditor } from './accountHelpers';
import { expect, test } from './privatePortal';

/**
 * docs/rules.md#finding-audits-and-applying: a brand-new auditor meets each gate in turn (mobile
 * number, personal information, bank details, the policies); every prompt leads to the form that
 * lifts it, and at the end the calendar books an audit. Its own server, so the new account's
 * application reaches no other spec.
 */

const BIRTH_YEAR = String(new Date().getFullYear() - 30);

/** The nearest cycle whose eligibility asks for no rating, which a newcomer cannot have yet. */
async function cycleWithoutRatings(page: Page): Promise<number> {
  const cycles = (await (await page.request.get('/api/auditor/audit?kms=100')).json()) as OpportunityCycle[];
  for (const cycle of cycles) {
    const served = (await (
      await page.request.get(`/api/auditor/audit/${cycle.audit_cycle.id}`)
    ).json()) as CyclePage;
    if (!served.audit_alignment_factors.some((factor) => factor.key.endsWith('_rating')))
      return cycle.audit_cycle.id;
  }
  throw new Error('the demo world has no cycle near Mumbai that a newcomer can book');
}

test('a newcomer is led through each gate to the calendar, and applies', async ({ page, portal }) => {
  test.setTimeout(90_000);
  await signUpFreshAuditor(page, { firstName: 'Kavya', lastName: 'Rao', dataDir: portal.dataDir });

  await page.goto('/audit');
  await expect(page.getByText(DISCOVERY_GATE_MESSAGES.mobileMissing)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Audits near you' })).toHaveCount(0);
  // each prompt's form says where to come back, and does once saved: /audit, at the next gate
  await page.getByRole('link', { name: 'Update mobile number' }).click();
  await expect(page).toHaveURL('/details/mobile_number/edit?next=/audit');
  const mobile = dialog(page, DETAILS_MODAL_TITLES.mobile);
  await mobile.getByLabel('Mobile Number (10-digit)').fill('9820012345');
  await saveAndReturn(page, mobile, DETAILS_SAVED_MESSAGES.mobile, '/audit');

  await expect(page.getByText(DISCOVERY_GATE_MESSAGES.personalIncomplete)).toBeVisible();
  await screenshot(page, 'discovery-gate-personal');
  await page.getByRole('link', { name: 'Complete personal information' }).click();
  await expect(page).toHaveURL('/details/profile/edit?next=/audit');
  const profile = dialog(page, DETAILS_MODAL_TITLES.profile);
  await profile.getByLabel('Gender').selectOption({ label: 'Female' });
  await profile.getByLabel('Education').selectOption({ label: 'Graduate' });
  await profile.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await profile.getByLabel('Year').selectOption(BIRTH_YEAR);
  await profile.getByLabel('Month').selectOption({ label: 'March' });
  await profile.getByLabel('Day').selectOption('2');
  await profile.getByLabel('Address').fill('4 Hill Road, Bandra West');
  await profile.getByLabel('Country').selectOption({ label: 'India' });
  await profile.getByLabel('State').selectOption({ label: 'Maharashtra' });
  await profile.getByLabel('City').selectOption({ label: 'Mumbai' });
  await profile.getByLabel('Pincode').fill('400050');
  await saveAndReturn(page, profile, DETAILS_SAVED_MESSAGES.profile, '/audit');

  // the gates are lifted: every audit near Mumbai asks for an income band or a rating, which a
  // newcomer has not given, so the list says why instead of offering them (contract/eligibility.ts)
  const closed = page.getByRole('list', { name: OPPORTUNITY_LIST_TITLES.closed });
  await expect(closed).toBeVisible();
  await expect(page.getByRole('list', { name: OPPORTUNITY_LIST_TITLES.open })).toHaveCount(0);
  await expect(
    closed
      .getByText(
        /Needs (an auditor rating of 3 or more: you have none yet|an income up to .+: you have not given yours)/,
      )
      .first(),
  ).toBeVisible();
  await screenshot(page, 'discovery-not-eligible', { fullPage: true });
  await page.goto('/');
  await expect(page.getByTestId('tile-available_audits-value')).toHaveText('0');

  // a cycle that asks for no rating: its cards say what is missing and lead to where it is given
  await page.goto('/audit');
  const cycleId = await cycleWithoutRatings(page);
  await page
    .getByTestId(`cycle-card-${cycleId}`)
    .getByRole('link', { name: /^see all/ })
    .click();
  const cyclePath = `/audit/cycle/${cycleId}`;
  const cycleUrl = `${cyclePath}?kms=100`;
  await expect(page).toHaveURL(cycleUrl);
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  const firstCard = page.locator('.location-card').first();
  await expect(firstCard).toContainText(ELIGIBILITY_TEXTS.notYet);
  await screenshot(page, 'cycle-not-eligible', { fullPage: true });
  await firstCard.getByRole('link', { name: ELIGIBILITY_TEXTS.giveIt }).click();
  await expect(page).toHaveURL(`/details/additional/edit?next=${cyclePath}%3Fkms%3D100`);
  const additional = dialog(page, DETAILS_MODAL_TITLES.additional);
  await additional.getByLabel('Occupation').selectOption({ label: 'Service' });
  await additional.getByLabel('Income').selectOption({ label: '₹5 lakh to ₹10 lakh a year' });
  await additional.getByLabel('Industry').selectOption({ index: 1 });
  await additional.getByLabel('Preferred distance for audits').selectOption({ label: '20 km' });
  await additional.getByRole('group', { name: 'Interests' }).getByLabel('Banking').check();
  await additional.getByRole('group', { name: 'Languages Known' }).getByLabel('English').check();
  await additional.getByLabel(/^Mobile Model/).fill('Redmi Note 13');
  await additional.getByLabel('Mobile Camera Resolution').selectOption({ index: 1 });
  await saveAndReturn(page, additional, DETAILS_SAVED_MESSAGES.additional, cycleUrl);

  // with the income given, the cycle is open: the dashboard counts its audits and Apply is offered
  await page.goto('/audit');
  await expect(
    page.getByRole('list', { name: OPPORTUNITY_LIST_TITLES.open }).getByTestId(`cycle-card-${cycleId}`),
  ).toBeVisible();
  await page.goto('/');
  await expect(page.getByTestId('tile-available_audits-value')).not.toHaveText('0');
  await page.goto(cycleUrl);
  await expect(page.getByText(ELIGIBILITY_TEXTS.notYet)).toHaveCount(0);
  const auditId = await page
    .locator('.location-card')
    .filter({ has: page.getByRole('button', { name: 'Apply', exact: true }) })
    .first()
    .getAttribute('data-testid')
    .then((testId) => testId?.replace('location-', ''));
  const mine = page.getByTestId(`location-${auditId}`);
  const apply = mine.getByRole('button', { name: 'Apply', exact: true });

  // the policies come first (spec); accepted, the calendar opens for the same audit
  await apply.click();
  await expect(page).toHaveURL(`/tos_accept?auditCycleId=${cycleId}&auditId=${auditId}`);
  await page.getByLabel(/accept the Privacy Policy/).check();
  await page.getByLabel(/accept the Independent Contractor Agreement/).check();
  await page.getByRole('button', { name: TOS_TEXTS.accept, exact: true }).click();
  const calendar = page.getByRole('dialog', { name: 'Pick your audit date' });
  await expect(calendar).toBeVisible();
  await calendar.locator('.apply-actions').getByRole('button', { name: 'Close' }).click();

  // from the card, the bank gate is checked before the calendar opens
  await apply.click();
  await expect(mine.getByText(APPLY_MESSAGES.bankMissing)).toBeVisible();
  const applyPath = `${cyclePath}/audit/${auditId}/apply`;
  await expect(mine.getByRole('link', { name: 'Add bank details' })).toHaveAttribute(
    'href',
    `/details/bank/edit?next=${applyPath}`,
  );
  // still the cycle page (the terms detour came back without the list's distance)
  await expect(page).toHaveURL(cyclePath);
  await screenshot(page, 'discovery-gate-bank');

  // a calendar reached by its address (or after the terms) says so too, before a date is sent,
  // with the way out; the date picked survives the detour
  await page.goto(applyPath);
  await expect(calendar.getByRole('alert')).toContainText(APPLY_MESSAGES.bankMissing);
  await calendar.locator('button.rdp-day_button:not([disabled])').first().click();
  const picked = (await calendar.locator('.rdp-selected').textContent()) ?? '';
  await expect(calendar.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();
  await screenshot(page, 'apply-bank-missing');
  await calendar.getByRole('link', { name: 'Add bank details' }).click();
  await expect(page).toHaveURL(`/details/bank/edit?next=${applyPath}`);
  const bank = dialog(page, DETAILS_MODAL_TITLES.bank);
  await bank.getByLabel('Account Holder Name').fill('Kavya Rao');
  await bank.getByLabel('Account Number').fill('50100234567891');
  await bank.getByLabel('IFSC Code').fill('HDFC0000123');
  await bank.getByLabel('PAN Number').fill('BKLPD4821K');
  await screenshot(page, 'bank-form-from-apply');
  // saved, the auditor is back on the audit's calendar, the picked date still picked
  await saveAndReturn(page, bank, DETAILS_SAVED_MESSAGES.bank, applyPath);
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('alert')).toHaveCount(0);
  await expect(calendar.locator('.rdp-selected')).toHaveText(picked);
  await screenshot(page, 'apply-after-bank');
  await calendar.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(APPLY_MESSAGES.applied)).toBeVisible();
  await expect(mine.getByText('Pending for Approval')).toBeVisible();
  // the page lists the income the client asks for
  await expect(page.getByText(/^Income: /)).toBeVisible();

  await page.goto('/applied_audits');
  await expect(page.locator('.applied-table tbody tr')).toHaveCount(1);
  await expect(page.locator('.applied-table tbody tr')).toContainText('Pending for Approval');
});
