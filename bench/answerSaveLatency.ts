import type { Locator, Page } from '@playwright/test';
import type { Question } from '../src/contract';
import {
  acknowledgedReport,
  inputToCommitLatencies,
  launchChromium,
  logInAuditor,
  ms,
  openReport,
  percentile,
} from './browser';
import { startPortal } from './serverProcess';

const PORT = 8196;
const BASE = `http://127.0.0.1:${PORT}`;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 10;
/** the User Timing mark reportActions sets once the answer and its outbox entry are committed */
const COMMIT_MARK = 'report-local-commit';

/** A clickable option question and which of its options is checked now, as the bench last saw it. */
interface Target {
  question: Question;
  row: Locator;
  /** MUTEX: the checked option's index, -1 for none; MULTISELECT: whether the first option is checked */
  state: number | boolean;
}

type BenchWindow = Window & { benchInputs?: number[] };

/**
 * Budget (docs/budgets.md#saving-an-answer): saving an answer takes at most 8 ms from input to Dexie commit at p95. Real clicks
 * on MUTEX and MULTISELECT options of the demo report, each one changing the value; measured from
 * the click event's timeStamp (the input, as React's onChange for radios and checkboxes listens
 * to click) to the mark set after the transaction holding the answer and its outbox entry.
 */
export async function benchAnswerSaveLatency(): Promise<Record<string, string>> {
  const portal = await startPortal(PORT);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const inputs: number[] = [];
      (window as BenchWindow).benchInputs = inputs;
      window.addEventListener(
        'click',
        (event) => {
          const target = event.target;
          if (target instanceof HTMLInputElement && (target.type === 'radio' || target.type === 'checkbox'))
            inputs.push(event.timeStamp);
        },
        { capture: true },
      );
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    await logInAuditor(page, BASE);
    const { store, sections } = await acknowledgedReport(page, BASE);
    await openReport(page, BASE, store.id);
    const targets = await clickableQuestions(
      page,
      sections.flatMap((s) => s.questions),
    );

    const online = await measure(page, targets);
    await context.setOffline(true);
    const offline = await measure(page, targets);
    await context.setOffline(false);

    return {
      'clickable questions used': String(targets.length),
      ...figures('online', online),
      ...figures('offline', offline),
    };
  } finally {
    await browser.close();
    await portal.stop();
  }
}

function figures(label: string, latencies: number[]): Record<string, string> {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    [`${label}: samples`]: String(sorted.length),
    [`${label}: p50 input -> Dexie commit`]: ms(percentile(sorted, 50)),
    [`${label}: p95 input -> Dexie commit (<= 8 ms)`]: ms(percentile(sorted, 95)),
    [`${label}: max`]: ms(sorted.at(-1) ?? Number.NaN),
  };
}

/** The report's visible MUTEX and MULTISELECT questions whose options can be clicked now. */
async function clickableQuestions(page: Page, questions: Question[]): Promise<Target[]> {
  const targets: Target[] = [];
  for (const question of questions) {
    const { options } = question.question_data;
    const multi = question.question_type === 'MULTISELECT';
    if (question.hide_question || !(multi || question.question_type === 'MUTEX')) continue;
    if (options.length < (multi ? 1 : 2)) continue;
    const row = page.getByTestId(`question-${question.id}`);
    if (!(await optionInput(row, question, 0).isEnabled())) continue; // Not Applicable is ticked
    const checked = await Promise.all(options.map((_, i) => optionInput(row, question, i).isChecked()));
    targets.push({ question, row, state: multi ? checked[0] === true : checked.indexOf(true) });
  }
  if (targets.length === 0) throw new Error('the report has no clickable option question');
  return targets;
}

function optionInput(row: Locator, question: Question, index: number): Locator {
  const value = question.question_data.options[index]?.value ?? '';
  const role = question.question_type === 'MUTEX' ? 'radio' : 'checkbox';
  return row.getByRole(role, { name: value, exact: true });
}

/** Clicks WARM_UP + SAMPLES times, round robin over the targets; returns one latency per sample. */
async function measure(page: Page, targets: Target[]): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await clickOnce(page, targets[i % targets.length] as Target);
  await page.evaluate((mark) => {
    performance.clearMarks(mark);
    (window as BenchWindow).benchInputs?.splice(0);
  }, COMMIT_MARK);
  for (let i = 0; i < SAMPLES; i++) await clickOnce(page, targets[i % targets.length] as Target);

  const { inputs, commits } = await page.evaluate(
    (mark) => ({
      inputs: [...((window as BenchWindow).benchInputs ?? [])],
      commits: performance.getEntriesByName(mark).map((entry) => entry.startTime),
    }),
    COMMIT_MARK,
  );
  // clickOnce waits for each commit, so none is shared.
  return inputToCommitLatencies(inputs, commits);
}

/**
 * One click that changes the value, then waits for its commit mark and for the screen to show the
 * new value (read back through useLiveQuery), so the next click on this question changes it again.
 */
async function clickOnce(page: Page, target: Target): Promise<void> {
  const marks = await page.evaluate((mark) => performance.getEntriesByName(mark).length, COMMIT_MARK);
  const { question, row } = target;
  let input: Locator;
  let want: boolean;
  if (typeof target.state === 'boolean') {
    input = optionInput(row, question, 0);
    want = !target.state;
    target.state = want;
  } else {
    const next = (target.state + 1) % question.question_data.options.length;
    input = optionInput(row, question, next);
    want = true;
    target.state = next;
  }
  await input.click();
  try {
    await page.waitForFunction(
      ({ mark, count }) => performance.getEntriesByName(mark).length > count,
      { mark: COMMIT_MARK, count: marks },
      { timeout: 5_000 },
    );
  } catch {
    throw new Error(`no '${COMMIT_MARK}' mark after a click: is dist/ older than the mark? (BENCH_BUILD=1)`);
  }
  await waitForChecked(input, want);
}

async function waitForChecked(input: Locator, want: boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((await input.isChecked()) !== want) {
    if (Date.now() > deadline) throw new Error('the screen did not show the saved value');
    await new Promise((r) => setTimeout(r, 5));
  }
}
