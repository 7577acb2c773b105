import { expect, type Locator, type Page } from '@playwright/test';
import type { Answer, AuditStore, ReportSection, Section } from '../../src/contract';
import { getJson } from './reportHelpers';

/** The report's three kinds of typed text, each with its field on the page and its server copy. */
export type TextKind = 'answerComment' | 'sectionComment' | 'summary';

export interface TextField {
  kind: TextKind;
  box(page: Page): Locator;
  /** what the server holds for this field now */
  serverValue(page: Page): Promise<string>;
}

/** The first visible question, the first section with a comment, and the summary of report `id`. */
export async function textFields(page: Page, id: number): Promise<Record<TextKind, TextField>> {
  const sections = await getJson<Section[]>(page, `audit_store/${id}/section`);
  const question = sections.flatMap((s) => s.questions).find((q) => !q.hide_question);
  const section = sections.find((s) => !s.hide_comment);
  if (!question || !section) throw new Error('the report has no visible question or section comment');
  return {
    answerComment: {
      kind: 'answerComment',
      box: (page) => page.getByTestId(`question-${question.id}`).getByRole('textbox', { name: 'Comment' }),
      serverValue: async (page) => {
        const answers = await getJson<Answer[]>(page, `audit_store/${id}/answer`);
        return answers.find((a) => a.question === question.id)?.answer_comment ?? '';
      },
    },
    sectionComment: {
      kind: 'sectionComment',
      box: (page) => page.getByTestId(`section-comment-${section.id}`).getByRole('textbox'),
      serverValue: async (page) => {
        const rows = await getJson<ReportSection[]>(page, `audit_store/${id}/report_section`);
        return rows.find((r) => r.section === section.id)?.auditor_comment ?? '';
      },
    },
    summary: {
      kind: 'summary',
      box: (page) => page.getByTestId('report-summary').getByRole('textbox'),
      serverValue: async (page) => (await getJson<AuditStore>(page, `audit_store/${id}`)).report_summary,
    },
  };
}

/**
 * Types `text` key by key at the end of what the field holds, as a thumb on a phone keyboard does
 * (one input event per character), and returns the whole value the field should now hold.
 */
export async function typeInto(box: Locator, text: string): Promise<string> {
  await box.click();
  await box.press('Control+End');
  const before = await box.inputValue();
  await box.pressSequentially(text, { delay: 25 });
  // what the auditor sees: every key landed in the field
  await expect(box).toHaveValue(before + text, { timeout: 1_000 });
  return before + text;
}
