import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createPgDatabase } from '../server/portalProcess';
import { startTcpProxy } from '../server/tcpProxy';
import { startPrivatePortal } from './privatePortal';
import { acknowledgedReport, openReport, pick, serverValues, typeAnswer } from './reportHelpers';
import { AUDITOR, logIn } from './session';

const DATABASE = process.env.TEST_DATABASE_URL;

/**
 * The server's database stalls while the auditor works in the store (production runs PostgreSQL):
 * the instance answers the phone's sends 503 instead of hanging, the phone keeps the answers and
 * sends them again with backoff, and they land once the database answers. The server reaches
 * PostgreSQL through a proxy of the test's own, which stalls only its connections.
 */
test.skip(!DATABASE, 'needs PostgreSQL (TEST_DATABASE_URL), as production runs on it');

test('answers given while the database stalls stay on the phone and land once it answers again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const database = await createPgDatabase(DATABASE as string, 'fap_e2e_stall');
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const throughProxy = new URL(database.url);
  throughProxy.host = `127.0.0.1:${proxy.port}`;
  const portal = await startPrivatePortal({
    DATABASE_URL: throughProxy.toString(),
    SESSION_SECRET: `stall-${randomUUID()}`,
  });
  const context = await browser.newContext({ baseURL: portal.url, viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await logIn(page, AUDITOR);
    const { store, questions } = await acknowledgedReport(page);
    const plain = pick(questions, 'PLAIN');
    await openReport(page, store.id);

    proxy.stall();
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (/\/api\/auditor\/(question|report_batch)/.test(response.url())) statuses.push(response.status());
    });
    const text = `Typed while the server's database stalled ${Date.now()}`;
    await typeAnswer(page, plain, text);
    // the send is answered 503 (not left hanging), and the answer stays on screen, kept on the phone
    await expect.poll(() => statuses, { timeout: 30_000 }).toContain(503);
    await expect(
      page.getByTestId(`question-${plain.id}`).getByRole('textbox', { name: 'Answer' }),
    ).toHaveValue(text);
    await page.screenshot({ path: 'test-results/screens/database-stall-390.png' });

    proxy.resume();
    await expect
      .poll(async () => (await serverValues(page, store.id, questions))[plain.id], { timeout: 60_000 })
      .toEqual([text]);
    expect(statuses).not.toContain(500);
  } finally {
    await context.close();
    await portal.stop();
    await proxy.close();
    await database.drop();
  }
});
