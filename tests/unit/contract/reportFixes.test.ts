import { describe, expect, it } from 'vitest';
import {
  type Answer,
  fixList,
  type ReportSection,
  type RuleAnswer,
  unchangedFixes,
} from '../../../src/contract';

/** A sent-back report's fix list (contract/reportFixes.ts): flagged items, and whether each changed. */

const flaggedAnswer = (question: number, answer_text: string[], more: Partial<Answer> = {}): Answer => ({
  question,
  audit_store: 1,
  answer_text,
  status: true,
  not_applicable: false,
  answer_comment: '',
  revert_message: `Check question ${question}.`,
  flagged: { answer_text, not_applicable: false, answer_comment: '' },
  ...more,
});
const sections = [
  { id: 1, questions: [{ id: 11 }, { id: 12 }] },
  { id: 2, questions: [{ id: 21 }] },
];
const flaggedSection: ReportSection = {
  section: 2,
  auditor_comment: 'The bill was late.',
  revert_message: 'Add the time.',
  flagged_comment: 'The bill was late.',
};
const now = (entries: Array<[number, string[]]>) =>
  new Map<number, RuleAnswer>(
    entries.map(([id, text]) => [id, { answer_text: text, not_applicable: false, answer_comment: '' }]),
  );

describe('fix list', () => {
  const serverAnswers = [flaggedAnswer(12, ['11:42']), flaggedAnswer(11, ['Yes'], { revert_message: null })];

  it('lists the flagged items in reading order, a section before its questions, all unchanged at first', () => {
    const items = fixList({
      sections,
      serverAnswers,
      reportSections: [flaggedSection],
      answers: now([[12, ['11:42']]]),
      sectionComments: new Map(),
    });
    expect(items).toEqual([
      { kind: 'question', sectionId: 1, questionId: 12, message: 'Check question 12.', changed: false },
      { kind: 'section', sectionId: 2, message: 'Add the time.', changed: false },
    ]);
    expect(unchangedFixes(items)).toHaveLength(2);
  });

  it('marks an item changed once what the auditor has differs, and unchanged again when changed back', () => {
    const input = { sections, serverAnswers, reportSections: [flaggedSection] };
    const changed = fixList({
      ...input,
      answers: now([[12, ['11:45']]]),
      sectionComments: new Map([[2, 'The bill was late: 9:05 pm.']]),
    });
    expect(changed.map((item) => item.changed)).toEqual([true, true]);
    const back = fixList({
      ...input,
      answers: now([[12, ['11:42']]]),
      sectionComments: new Map([[2, 'The bill was late.']]),
    });
    expect(back.map((item) => item.changed)).toEqual([false, false]);
  });

  it('counts a new comment or Not Applicable as a change to the answer', () => {
    const input = { sections, serverAnswers, reportSections: [], sectionComments: new Map() };
    const commented = new Map<number, RuleAnswer>([
      [12, { answer_text: ['11:42'], not_applicable: false, answer_comment: 'Clock at the till.' }],
    ]);
    expect(fixList({ ...input, answers: commented })[0]?.changed).toBe(true);
    const na = new Map<number, RuleAnswer>([
      [12, { answer_text: [], not_applicable: true, answer_comment: '' }],
    ]);
    expect(fixList({ ...input, answers: na })[0]?.changed).toBe(true);
  });
});
