import { type Browser, chromium, type Page } from '@playwright/test';
import type { AuditStore, Section } from '../src/contract';
import { DEMO_ACCOUNTS } from '../src/server/tools/seed/accounts';

/** What the browser benches share: the system Chromium, the demo auditor's login, the report page. */

export function launchChromium(): Promise<Browser> {
  // The system Chromium: the benches never download a browser.
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
}

/** Signs the demo auditor in through the real login page, as a user would, and waits for the dashboard. */
export async function logInAuditor(page: Page, baseUrl: string): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS.auditor;
  await page.goto(`${baseUrl}/auth/login?next=/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

export async function getJson<T>(page: Page, baseUrl: string, path: string): Promise<T> {
  const response = await page.request.get(`${baseUrl}/api/auditor/${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  return (await response.json()) as T;
}

/** The demo auditor's report in progress and its questionnaire, as the server sends them. */
export async function acknowledgedReport(
  page: Page,
  baseUrl: string,
): Promise<{ store: AuditStore; sections: Section[] }> {
  const stores = await getJson<AuditStore[]>(page, baseUrl, 'audit_store');
  const store = stores.find((s) => s.status === 'ACKNOWLEDGED');
  if (!store) throw new Error('the demo world has no report in progress');
  return { store, sections: await getJson<Section[]>(page, baseUrl, `audit_store/${store.id}/section`) };
}

/** Opens the report and waits until the server's copies are in Dexie and the page shows them. */
export async function openReport(page: Page, baseUrl: string, auditStoreId: number): Promise<void> {
  await page.goto(`${baseUrl}/audit_store/${auditStoreId}/section`);
  await page.getByRole('button', { name: 'Submit Report' }).waitFor();
  await page.locator('.report-page[data-fetch="done"]').waitFor();
  // The sync engine starts after the configuration call; wait for it so `online` reaches it.
  await page.waitForLoadState('networkidle');
}

/**
 * Input to local commit, per input: each input (event timeStamp) pairs with the first commit mark
 * after it, and no mark serves two inputs (the benches wait for, or space out, each commit).
 */
export function inputToCommitLatencies(inputs: number[], commits: number[]): number[] {
  const latencies: number[] = [];
  let next = 0;
  for (const input of inputs) {
    while (next < commits.length && (commits[next] as number) < input) next++;
    const commit = commits[next++];
    if (commit === undefined)
      throw new Error('an input without a commit mark: is dist/ up to date? (BENCH_BUILD=1)');
    latencies.push(commit - input);
  }
  return latencies;
}

/** Nearest-rank percentile of values sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}
