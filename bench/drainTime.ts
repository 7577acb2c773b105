import path from 'node:path';
import type { Page } from '@playwright/test';
import SQLite from 'better-sqlite3';
import type { Answer, Question } from '../src/contract';
import type { OutboxRequest } from '../src/offline/db';
import { OFFLINE_DB_NAME } from '../src/offline/dbName';
import { DEMO_ACCOUNTS } from '../src/server/tools/seed/accounts';
import { acknowledgedReport, getJson, launchChromium, logInAuditor, ms, openReport } from './browser';
import { startPortal } from './serverProcess';

const PORT = 8197;
const BASE = `http://127.0.0.1:${PORT}`;
const COUNT = 500;
const QUESTION_PREFIX = 'Bench drain question';
/** requests in flight for the concurrent direct run, about what a browser allows per host */
const IN_FLIGHT = 6;
const DRAIN_TIMEOUT_MS = 10 * 60_000;

interface DrainResult {
  /** from the page's `online` event to an empty outbox */
  drainMs: number;
}
type DrainWindow = Window & { benchDrain?: Promise<DrainResult> };

/**
 * Reconnecting with 500 answers queued offline: how long the app's outbox takes to send them all
 * (one at a time, in order, docs/rules.md#offline rule 2) against the same 500 requests sent directly with
 * fetch from the same page. The outbox coalesces by question, so 500 answers need 500 questions:
 * the bench adds PLAIN ones to the demo report's questionnaire before the server first reads it.
 */
export async function benchOutboxDrain(): Promise<Record<string, string>> {
  const seeding = await startPortal(PORT);
  await seeding.stop();
  addQuestions(seeding.dataDir, COUNT);
  const portal = await startPortal(PORT, seeding.dataDir);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    await logInAuditor(page, BASE);
    const { store, sections } = await acknowledgedReport(page, BASE);
    const questions = sections
      .flatMap((s) => s.questions)
      .filter((q) => q.question_txt.startsWith(QUESTION_PREFIX));
    if (questions.length !== COUNT) throw new Error(`the server shows ${questions.length} bench questions`);
    await openReport(page, BASE, store.id);

    await context.setOffline(true);
    const queueMs = await typeAnswers(page, questions);
    const requests = await outboxRequests(page);

    await armDrainTimer(page);
    await context.setOffline(false);
    const { drainMs } = await withTimeout(
      page.evaluate(() => (window as DrainWindow).benchDrain as Promise<DrainResult>),
      DRAIN_TIMEOUT_MS,
      'the outbox did not empty after reconnecting',
    );
    await checkServerHolds(page, store.id, questions);

    const sequentialMs = await sendDirectly(page, requests, 1);
    const concurrentMs = await sendDirectly(page, requests, IN_FLIGHT);
    return {
      'answers queued offline through the UI': `${COUNT} in ${(queueMs / 1000).toFixed(1)} s`,
      'outbox calls (answers and their visit entries)': String(requests.length),
      'outbox drain after reconnect': ms(drainMs),
      'same calls, direct fetch one at a time': ms(sequentialMs),
      'ratio drain / direct sequential': (drainMs / sequentialMs).toFixed(2),
      'per call: drain': ms(drainMs / requests.length),
      'per call: direct sequential': ms(sequentialMs / requests.length),
      [`same requests, direct fetch ${IN_FLIGHT} in flight`]: ms(concurrentMs),
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

/** Types one answer per question with the page offline, as an auditor would; returns the time taken. */
async function typeAnswers(page: Page, questions: Question[]): Promise<number> {
  const start = Date.now();
  for (const question of questions) {
    const box = page.getByTestId(`question-${question.id}`).getByRole('textbox', { name: 'Answer' });
    await box.fill(answerText(question));
    await box.blur();
  }
  await waitForOutbox(page, questions.length);
  return Date.now() - start;
}

function answerText(question: Question): string {
  return `queued offline ${question.id}`;
}

async function checkServerHolds(page: Page, auditStoreId: number, questions: Question[]): Promise<void> {
  const answers = await getJson<Answer[]>(page, BASE, `audit_store/${auditStoreId}/answer`);
  const byQuestion = new Map(answers.map((a) => [a.question, a.answer_text[0]]));
  const stored = questions.filter((q) => byQuestion.get(q.id) === answerText(q)).length;
  if (stored !== questions.length)
    throw new Error(`the server holds ${stored} of ${questions.length} answers`);
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Appends `count` PLAIN questions to the first section of the demo auditor's report in progress,
 * with the server stopped, so no cache of the questionnaire can miss them.
 */
function addQuestions(dataDir: string, count: number): void {
  const sqlite = new SQLite(path.join(dataDir, 'portal.sqlite'));
  try {
    // The same report the API lists first among the auditor's ACKNOWLEDGED ones.
    const section = sqlite
      .prepare(
        `SELECT sections.id AS id FROM audit_stores
         JOIN users ON users.id = audit_stores.auditor_id
         JOIN audits ON audits.id = audit_stores.audit_id
         JOIN sections ON sections.audit_cycle_id = audits.audit_cycle_id
         WHERE users.email = ? AND audit_stores.status = 'ACKNOWLEDGED'
         ORDER BY audit_stores.audit_date DESC, audit_stores.id DESC, sections.sequence
         LIMIT 1`,
      )
      .get(DEMO_ACCOUNTS.auditor.email) as { id: number } | undefined;
    if (!section) throw new Error('the demo world has no report in progress');
    const { last } = sqlite
      .prepare('SELECT COALESCE(MAX(sequence), 0) AS last FROM questions WHERE section_id = ?')
      .get(section.id) as { last: number };
    const insert = sqlite.prepare(
      `INSERT INTO questions (section_id, sequence, question_txt, question_type, options, max_marks,
         optional_comment_required, hide_question)
       VALUES (?, ?, ?, 'PLAIN', '[]', 0, 0, 0)`,
    );
    sqlite.transaction(() => {
      for (let i = 1; i <= count; i++) insert.run(section.id, last + i, `${QUESTION_PREFIX} ${i}`);
    })();
  } finally {
    sqlite.close();
  }
}

/** Raw IndexedDB reads of the app's outbox, so the bench does not depend on the app's bundle. */
function withOutbox<T>(page: Page, read: 'count' | 'getAll'): Promise<T> {
  return page.evaluate(
    ({ name, read }) =>
      new Promise<T>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db.transaction('outbox').objectStore('outbox');
          const request: IDBRequest = read === 'count' ? store.count() : store.getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    { name: OFFLINE_DB_NAME, read },
  );
}

/**
 * Waits until the outbox holds `count` answers. Each answer's save also queues its visit entry
 * (decision 0045), which travels in the same batch: those are counted apart, not waited for.
 */
async function waitForOutbox(page: Page, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const entries = await withOutbox<Array<{ key: string }>>(page, 'getAll');
    const answers = entries.filter((entry) => !entry.key.startsWith('visitEntry:')).length;
    if (answers === count) return;
    if (Date.now() > deadline) throw new Error(`the outbox holds ${answers} answers, not ${count}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function outboxRequests(page: Page): Promise<OutboxRequest[]> {
  const entries = await withOutbox<Array<{ request: OutboxRequest }>>(page, 'getAll');
  return entries.map((entry) => entry.request);
}

/** From the page's `online` event, counts the outbox every 20 ms until it is empty. */
async function armDrainTimer(page: Page): Promise<void> {
  // Resolves once the listener is in place, so the `online` event cannot come before it. No named
  // functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(
    (name) =>
      new Promise<void>((armed, failed) => {
        const open = indexedDB.open(name);
        open.onerror = () => failed(open.error);
        open.onsuccess = () => {
          const db = open.result;
          (window as DrainWindow).benchDrain = new Promise<DrainResult>((resolve, reject) => {
            window.addEventListener(
              'online',
              async () => {
                const start = performance.now();
                try {
                  for (;;) {
                    const queued = await new Promise<number>((counted, broke) => {
                      const count = db.transaction('outbox').objectStore('outbox').count();
                      count.onsuccess = () => counted(count.result);
                      count.onerror = () => broke(count.error);
                    });
                    if (queued === 0) break;
                    await new Promise((r) => setTimeout(r, 20));
                  }
                  resolve({ drainMs: performance.now() - start });
                } catch (error) {
                  reject(error);
                } finally {
                  db.close();
                }
              },
              { once: true },
            );
          });
          armed();
        };
      }),
    OFFLINE_DB_NAME,
  );
}

/** The same requests the outbox sent, with fetch from the page (same origin, same cookie). */
function sendDirectly(page: Page, requests: OutboxRequest[], inFlight: number): Promise<number> {
  return page.evaluate(
    async ({ requests, inFlight }) => {
      let next = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          for (let request = requests[next++]; request; request = requests[next++]) {
            const response = await fetch(`/api/${request.path}`, {
              method: request.method,
              credentials: 'same-origin',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(request.body),
            });
            if (!response.ok) throw new Error(`${request.path}: ${response.status}`);
            await response.arrayBuffer();
          }
        }),
      );
      return performance.now() - start;
    },
    { requests, inFlight },
  );
}
