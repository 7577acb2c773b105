import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SCORING_RULES,
  formatScore,
  type ScoringAnswer,
  type ScoringQuestion,
  type ScoringRules,
  type ScoringSection,
  scoreBand,
  scoreReport,
} from '../../../src/contract/reportScore';

/** The scoring function every figure of a brand's reads (contract/reportScore.ts, decision 0075). */

const yesNo = (id: number, marks = 5): ScoringQuestion => ({
  id,
  question_type: 'MUTEX',
  options: [
    { value: 'Yes', marks },
    { value: 'No', marks: 0 },
  ],
  max_marks: marks,
});
const said = (value: string): ScoringAnswer => ({ answer_text: [value], not_applicable: false });
const notApplicable: ScoringAnswer = { answer_text: [], not_applicable: true };
const section = (id: number, items: ScoringSection['items']): ScoringSection => ({ id, items });
const rules = (change: Partial<ScoringRules>): ScoringRules => ({ ...DEFAULT_SCORING_RULES, ...change });

describe('a report’s score', () => {
  it('is the mean of its sections’ scores; not applicable and unanswered questions leave the denominator', () => {
    const score = scoreReport(DEFAULT_SCORING_RULES, [
      section(1, [
        { question: yesNo(1), answer: said('Yes') },
        { question: yesNo(2), answer: said('No') },
        { question: yesNo(3), answer: notApplicable },
        { question: yesNo(4), answer: undefined },
      ]),
      section(2, [{ question: yesNo(5, 10), answer: said('Yes') }]),
    ]);
    expect(score.sections.map((s) => [s.earned, s.possible, s.percent])).toEqual([
      [5, 10, 50],
      [10, 10, 100],
    ]);
    expect(score.percent).toBe(75);
    expect(score.sections[0]?.questions.map((q) => q.state)).toEqual([
      'scored',
      'scored',
      'notApplicable',
      'unanswered',
    ]);
  });

  it('weighs sections by the brand’s weights; a weight of 0 or nothing scored leaves a section out', () => {
    const sections = [
      section(1, [{ question: yesNo(1), answer: said('Yes') }]),
      section(2, [{ question: yesNo(2), answer: said('No') }]),
      section(3, [{ question: yesNo(3), answer: said('No') }]),
      section(4, [{ question: yesNo(4), answer: notApplicable }]),
    ];
    const score = scoreReport(rules({ sectionWeights: { 1: 3, 2: 1, 3: 0 } }), sections);
    expect(score.percent).toBe(75);
    // the explanation adds up to the figure
    const counted = score.sections.filter((s) => s.percent !== null && s.weight > 0);
    const weights = counted.reduce((sum, s) => sum + s.weight, 0);
    expect(counted.reduce((sum, s) => sum + s.weight * (s.percent ?? 0), 0) / weights).toBe(score.percent);
  });

  it('sets a section to 0 when a critical question misses its full marks, or the report when the rules say so', () => {
    const sections = [
      section(1, [
        { question: yesNo(1), answer: said('No') },
        { question: yesNo(2), answer: said('Yes') },
      ]),
      section(2, [{ question: yesNo(3), answer: said('Yes') }]),
    ];
    const bySection = scoreReport(rules({ criticalQuestionIds: [1] }), sections);
    expect(bySection.sections.map((s) => s.percent)).toEqual([0, 100]);
    expect(bySection.percent).toBe(50);
    expect(bySection.sections[0]?.questions[0]).toMatchObject({ critical: true, failedCritical: true });
    const byReport = scoreReport(rules({ criticalQuestionIds: [1], criticalZeroes: 'report' }), sections);
    expect(byReport).toMatchObject({ percent: 0, zeroedByCritical: true, passed: false });
    // a critical question met, or not applicable, zeroes nothing
    expect(scoreReport(rules({ criticalQuestionIds: [2, 3] }), sections).percent).toBe(75);
  });

  it('counts a bonus question’s marks as earned and never possible, capped at 100', () => {
    const score = scoreReport(rules({ bonusQuestionIds: [2] }), [
      section(1, [
        { question: yesNo(1), answer: said('Yes') },
        { question: yesNo(2), answer: said('Yes') },
      ]),
      section(2, [
        { question: yesNo(3), answer: said('No') },
        { question: yesNo(4), answer: said('Yes') },
        { question: yesNo(5, 2), answer: said('Yes') },
      ]),
    ]);
    expect(score.sections[0]).toMatchObject({ earned: 10, possible: 5, percent: 100 });
    expect(score.percent).toBeCloseTo((100 + (7 / 12) * 100) / 2);
  });

  it('caps a multiple choice at its max marks, scores no plain question, and names its rules version', () => {
    const multi: ScoringQuestion = {
      id: 1,
      question_type: 'MULTISELECT',
      options: [
        { value: 'A', marks: 4 },
        { value: 'B', marks: 4 },
      ],
      max_marks: 6,
    };
    const plain: ScoringQuestion = { id: 2, question_type: 'PLAIN', options: [], max_marks: 0 };
    const score = scoreReport(rules({ version: 3 }), [
      section(1, [
        { question: multi, answer: { answer_text: ['A', 'B'], not_applicable: false } },
        { question: plain, answer: said('free text') },
      ]),
    ]);
    expect(score).toMatchObject({ rulesVersion: 3, percent: 100, passed: true });
    expect(score.sections[0]?.questions[1]?.state).toBe('notScored');
    expect(
      scoreReport(DEFAULT_SCORING_RULES, [section(1, [{ question: plain, answer: undefined }])]),
    ).toMatchObject({
      percent: null,
      passed: null,
    });
  });

  it('passes at the brand’s pass mark, and shows in the spec’s colours', () => {
    const sections = [
      section(1, [
        { question: yesNo(1), answer: said('Yes') },
        { question: yesNo(2), answer: said('No') },
      ]),
    ];
    expect(scoreReport(rules({ passMark: 50 }), sections).passed).toBe(true);
    expect(scoreReport(rules({ passMark: 50.1 }), sections).passed).toBe(false);
    expect([95, 94.9, 80, 70, 69.9, 50, 49.9, 0].map(scoreBand)).toEqual([
      'green',
      'blue',
      'blue',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
    expect(formatScore(77.27)).toBe('77.3%');
  });
});
