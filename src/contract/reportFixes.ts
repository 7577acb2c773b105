import type { Answer, FlaggedAnswer, ReportSection } from './report';
import type { RuleAnswer } from './reportRules';
import { REPORT_LIMITS } from './reportTexts';

/**
 * A sent-back report's fix list (decision 0034): each item the reviewer flagged, with their words,
 * and whether the auditor has changed it since. The server keeps what each flagged item held when
 * the report went back; an item is changed when what the auditor has now differs from it (an
 * answer changed and changed back is unchanged: the reviewer would read the same words).
 */

export interface FixItem {
  kind: 'question' | 'section';
  sectionId: number;
  /** the question flagged, for a question's item */
  questionId?: number;
  /** the reviewer's words */
  message: string;
  changed: boolean;
}

const sameAnswer = (flagged: FlaggedAnswer, now: RuleAnswer | undefined) =>
  (now?.not_applicable ?? false) === flagged.not_applicable &&
  (now?.answer_comment ?? '') === flagged.answer_comment &&
  JSON.stringify(now?.answer_text ?? []) === JSON.stringify(flagged.answer_text);

const EMPTY_FLAG: FlaggedAnswer = { answer_text: [], not_applicable: false, answer_comment: '' };

export interface FixListInput {
  /** the report's sections in reading order, each with its questions in order */
  sections: ReadonlyArray<{ id: number; questions: ReadonlyArray<{ id: number }> }>;
  /** the server's copy: revert messages and what each flagged item held */
  serverAnswers: readonly Answer[];
  reportSections: readonly ReportSection[];
  /** what the auditor has now (the device's copy, offline edits included) */
  answers: ReadonlyMap<number, RuleAnswer>;
  sectionComments: ReadonlyMap<number, string>;
}

/** Every flagged item in reading order: a section's own flag first, then its questions'. */
export function fixList(input: FixListInput): FixItem[] {
  const byQuestion = new Map(input.serverAnswers.map((answer) => [answer.question, answer]));
  const bySection = new Map(input.reportSections.map((section) => [section.section, section]));
  const items: FixItem[] = [];
  for (const section of input.sections) {
    const own = bySection.get(section.id);
    if (own?.revert_message) {
      const now = input.sectionComments.get(section.id) ?? own.auditor_comment;
      const changed = own.flagged_comment !== null && now !== own.flagged_comment;
      items.push({ kind: 'section', sectionId: section.id, message: own.revert_message, changed });
    }
    for (const question of section.questions) {
      const answer = byQuestion.get(question.id);
      if (!answer?.revert_message) continue;
      const changed = !sameAnswer(answer.flagged ?? EMPTY_FLAG, input.answers.get(question.id) ?? answer);
      items.push({
        kind: 'question',
        sectionId: section.id,
        questionId: question.id,
        message: answer.revert_message,
        changed: answer.flagged === null ? false : changed,
      });
    }
  }
  return items;
}

/** The flagged items not yet changed: what Submit asks about before sending. */
export const unchangedFixes = (items: readonly FixItem[]) => items.filter((item) => !item.changed);

/**
 * When the fixes of a report sent back at `sentBackAt` are due (decision 0039): the reviewer's
 * send-back opens a window of its own, since review comes days after the audit date whose 2-day
 * rule governs a first submission. Not by itself the report's deadline: that is the later of this
 * and the audit date's window (reportDeadline.ts submitDeadline).
 */
export function fixDueAt(sentBackAt: Date): string {
  return new Date(sentBackAt.getTime() + REPORT_LIMITS.fixWindowHours * 3_600_000).toISOString();
}
