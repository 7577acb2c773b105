import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { REPORT_LIMITS, type VisitEntryKind } from '../../src/contract';
import { type Leave, leave } from './leavePage';
import { expect, test } from './privatePortal';
import { openReport } from './reportHelpers';
import { AUDITOR, logIn } from './session';
import { type TextKind, textFields, typeInto } from './typedTextFields';

/**
 * The promise at its edges (decision 0009): text typed into the report and followed, a moment
 * later, by a reload, a tab close or a renderer crash is on the device when the report opens again,
 * and reaches the server, and so does its entry of the visit record, which commits right after the
 * text (decision 0070). Each way of leaving meets each kind of field and each delay once.
 */

const ENTRY_KIND: Record<TextKind, VisitEntryKind> = {
  answerComment: 'answer_comment',
  sectionComment: 'section_comment',
  summary: 'summary',
};

/** The values of the report's visit entries of one kind the server holds. */
function recordedValues(sqlitePath: string, id: number, kind: VisitEntryKind): unknown[] {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    const rows = db
      .prepare('SELECT value FROM visit_entries WHERE audit_store_id = ? AND kind = ? ORDER BY seq')
      .all(id, kind) as Array<{ value: string }>;
    return rows.map((row) => JSON.parse(row.value));
  } finally {
    db.close();
  }
}

const CASES: Array<{ leave: Leave; afterMs: number; kind: TextKind }> = [
  { leave: 'reload', afterMs: 50, kind: 'answerComment' },
  { leave: 'reload', afterMs: 300, kind: 'sectionComment' },
  { leave: 'reload', afterMs: 1000, kind: 'summary' },
  { leave: 'close', afterMs: 50, kind: 'sectionComment' },
  { leave: 'close', afterMs: 300, kind: 'summary' },
  { leave: 'close', afterMs: 1000, kind: 'answerComment' },
  { leave: 'crash', afterMs: 50, kind: 'summary' },
  { leave: 'crash', afterMs: 300, kind: 'answerComment' },
  { leave: 'crash', afterMs: 1000, kind: 'sectionComment' },
];

async function acknowledgedStoreId(page: Page): Promise<number> {
  const response = await page.request.get('/api/auditor/audit_store');
  const stores = (await response.json()) as Array<{ id: number; status: string }>;
  const store = stores.find((s) => s.status === 'ACKNOWLEDGED');
  if (!store) throw new Error('no report in progress');
  return store.id;
}

for (const { leave: how, afterMs, kind } of CASES) {
  test(`${kind} typed ${afterMs} ms before a ${how} is kept and sent, with its visit entry`, async ({
    page,
    context,
    portal,
  }) => {
    // A crash takes every renderer down, the service worker's too; on a loaded machine Chromium
    // needs seconds to bring them back before the report opens again.
    if (how === 'crash') test.setTimeout(60_000);
    await logIn(page, AUDITOR);
    const id = await acknowledgedStoreId(page);
    const field = (await textFields(page, id))[kind];
    await openReport(page, id);

    const typed = ` ${how}-${afterMs}-${Date.now()}`;
    const expected = await typeInto(field.box(page), typed);
    await page.waitForTimeout(afterMs);
    const back = await leave(how, page, context);

    await openReport(back, id);
    await expect(field.box(back)).toHaveValue(expected);
    await expect.poll(() => field.serverValue(back), { timeout: 15_000 }).toBe(expected);
    await expect
      .poll(() => recordedValues(portal.sqlitePath, id, ENTRY_KIND[kind]).at(-1), { timeout: 15_000 })
      .toBe(expected);
  });
}

test('text pasted past a field’s limit is cut on a whole character, and the server stores it as shown', async ({
  page,
  portal,
}) => {
  await logIn(page, AUDITOR);
  const id = await acknowledgedStoreId(page);
  const field = (await textFields(page, id)).answerComment;
  await openReport(page, id);
  const box = field.box(page);
  await box.fill('');
  // the limit falls between the two halves of the emoji: a cut there leaves half a character,
  // which no database stores as it was sent (contract/storableTextRule.ts)
  const pasted = `${'a'.repeat(REPORT_LIMITS.answerCommentMax - 1)}😀 and more`;
  await box.focus();
  await page.keyboard.insertText(pasted);
  const kept = 'a'.repeat(REPORT_LIMITS.answerCommentMax - 1);
  await expect(box).toHaveValue(kept);
  await expect.poll(() => field.serverValue(page), { timeout: 15_000 }).toBe(kept);
  await expect
    .poll(() => recordedValues(portal.sqlitePath, id, ENTRY_KIND.answerComment).at(-1), { timeout: 15_000 })
    .toBe(kept);
});
