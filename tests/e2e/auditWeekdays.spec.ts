import { applyWindow, type CyclePage, type OpportunityCycle } from '../../src/contract';
import { screenshot } from './accountHelpers';
import { expect, test } from './privatePortal';
import { AUDITOR, logIn } from './session';

/**
 * Decision 0066: the demo's Kosh Bank debit-card cycle is done on Monday to Friday, and its
 * calendar offers no Saturday or Sunday: exactly the dates the server accepts.
 */

/** ISO weekday (1 Monday .. 7 Sunday) of a YYYY-MM-DD date. */
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

/** Every date from `first` to `last`, both included. */
function datesOf(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let day = new Date(`${first}T00:00:00Z`); day.toISOString().slice(0, 10) <= last; ) {
    dates.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return dates;
}

test('the apply page of a Monday-to-Friday cycle disables Saturday and Sunday', async ({ page }) => {
  await logIn(page, AUDITOR);
  const cards = (await (await page.request.get('/api/auditor/audit?kms=100')).json()) as OpportunityCycle[];
  const card = cards.find((entry) => entry.audit_cycle.name.startsWith('Debit Card Enquiry Audit'));
  expect(card, 'the demo debit-card cycle near Mumbai').toBeDefined();
  const cycleId = card?.audit_cycle.id;
  const served = (await (await page.request.get(`/api/auditor/audit/${cycleId}`)).json()) as CyclePage;
  const auditId = served.locations[0]?.id;

  await page.goto(`/audit/cycle/${cycleId}/audit/${auditId}/apply`);
  const dialog = page.getByRole('dialog', { name: 'Pick your audit date' });
  // the seven days a cycle of every day would offer: its weekend is disabled, its weekdays are not
  const week = applyWindow({ start_date: served.start_date, end_date: served.end_date }, new Date()).offered;
  expect(week).not.toBeNull();
  const dates = datesOf(week?.first ?? '', week?.last ?? '');
  const weekend = dates.filter((date) => isoWeekday(date) >= 6);
  expect(weekend.length).toBeGreaterThan(0);
  for (const date of dates) {
    const day = dialog.locator(`td[data-day="${date}"] button`).first();
    if (isoWeekday(date) >= 6) await expect(day, date).toBeDisabled();
    else await expect(day, date).toBeEnabled();
  }
  await expect(dialog.getByText('Audits on Monday to Friday')).toBeVisible();
  await screenshot(page, 'apply-weekdays');

  // the cycle's page says which days, as the rule keeps them
  await page.goto(`/audit/cycle/${cycleId}`);
  await expect(page.getByText('Audits on Monday to Friday', { exact: true })).toBeVisible();
  await screenshot(page, 'cycle-weekdays', { fullPage: true });
});
