import { describe, expect, it } from 'vitest';
import { followUpOf } from '../../../src/contract/actionFollowUp';
import { DEFAULT_SCORING_RULES, type ScoringQuestion, scoreReport } from '../../../src/contract/reportScore';

/** The next visit's check of an earlier plan (contract/actionFollowUp.ts, decision 0088). */

const yesNo = (id: number): ScoringQuestion => ({
  id,
  question_type: 'MUTEX',
  options: [
    { value: 'Yes', marks: 5 },
    { value: 'No', marks: 0 },
  ],
  max_marks: 5,
});
const said = (value: string) => ({ answer_text: [value], not_applicable: false });

describe('an earlier plan checked by the next visit', () => {
  it('counts a question of the plan as passing when this wave’s question of the same text kept its marks', () => {
    // this wave's questions are new rows (ids 11 to 14) with the texts of the last wave's
    const questionnaire = [
      {
        questions: [
          { id: 11, question_txt: 'Greeted within 10 seconds?' },
          { id: 12, question_txt: 'Card machine working?' },
          { id: 13, question_txt: 'Music at a comfortable volume?' },
          { id: 14, question_txt: 'Washroom clean?' },
        ],
      },
    ];
    const score = scoreReport(DEFAULT_SCORING_RULES, [
      {
        id: 1,
        items: [
          { question: yesNo(11), answer: said('Yes') },
          { question: yesNo(12), answer: said('No') },
          { question: yesNo(13), answer: { answer_text: [], not_applicable: true } },
          { question: yesNo(14), answer: said('Yes') },
        ],
      },
    ]);
    const plan = {
      id: 4,
      state: 'RESOLVED' as const,
      created_at: '2026-11-02T10:00:00.000Z',
      due_date: '2026-11-16',
      items: [
        { question_text: 'Greeted within 10 seconds?' },
        { question_text: 'Card machine working?' },
        { question_text: 'Music at a comfortable volume?' },
        { question_text: 'A question this wave no longer asks' },
      ],
    };
    expect(followUpOf(plan, score, questionnaire)).toEqual({
      items: [
        { question_text: 'Greeted within 10 seconds?', now_passes: true },
        { question_text: 'Card machine working?', now_passes: false },
        { question_text: 'Music at a comfortable volume?', now_passes: null },
        { question_text: 'A question this wave no longer asks', now_passes: null },
      ],
      passing: 1,
      compared: 2,
    });
  });
});
