import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreExplanation } from '../../../src/client/features/scores/ScoreExplanation';
import { type Answer, type ScoringRules, type Section, scoreQuestionnaire } from '../../../src/contract';
import { question } from './reportFixtures';

afterEach(cleanup);

const section = (id: number, name: string, questions: Section['questions']): Section => ({
  id,
  name,
  sequence: id,
  hide_comment: false,
  minimum_attachment_count: 0,
  questions,
});
const questionnaire = [
  section(1, 'Entrance', [question(11, 'MUTEX'), question(12, 'MUTEX'), question(13, 'PLAIN')]),
  section(2, 'Billing', [question(21, 'MUTEX')]),
];
const answer = (id: number, chosen: string, notApplicable = false): Answer => ({
  question: id,
  audit_store: 7,
  answer_text: [chosen],
  status: true,
  answer_comment: '',
  not_applicable: notApplicable,
  revert_message: null,
  flagged: null,
});

function explain(rules: ScoringRules, answers: Answer[]) {
  const score = scoreQuestionnaire(rules, questionnaire, answers);
  render(<ScoreExplanation score={score} rules={rules} questionnaire={questionnaire} />);
  return score;
}

const rules = (more: Partial<ScoringRules>): ScoringRules => ({
  version: 3,
  sectionWeights: { 1: 3, 2: 1 },
  criticalQuestionIds: [],
  criticalZeroes: 'section',
  bonusQuestionIds: [],
  passMark: 70,
  actionPlanDays: 7,
  ...more,
});

describe('Explain this score', () => {
  it('shows each question’s marks and each section’s weight, adding up to the figure', () => {
    const score = explain(rules({}), [answer(11, 'Yes'), answer(12, 'No', true), answer(21, 'No')]);
    expect(score.percent).toBe(75);
    expect(screen.getByText(/version 3\. Pass mark 70%/)).toBeTruthy();
    const entrance = screen.getByRole('table', { name: /Entrance · weight 3 · 1 of 1 = 100\.0%/ });
    const rows = within(entrance)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.slice(1)).toEqual([
      'Question 111 / 1',
      'Question 12–Not applicable: left out',
      'Question 13–Free text: not scored',
    ]);
    expect(screen.getByRole('table', { name: /Billing · weight 1 · 0 of 1 = 0\.0%/ })).toBeTruthy();
    expect(screen.getByTestId('score-sum').textContent).toBe(
      'Score: (100.0% × 3 + 0.0% × 1) ÷ 4 = 75.0% 75.0%',
    );
  });

  it('says when a critical question not met zeroes the whole report', () => {
    const score = explain(rules({ criticalQuestionIds: [21], criticalZeroes: 'report' }), [
      answer(11, 'Yes'),
      answer(21, 'No'),
    ]);
    expect(score.percent).toBe(0);
    expect(screen.getByText('Critical, not met')).toBeTruthy();
    expect(
      screen.getByRole('table', { name: /Billing · weight 1 · 0 of 1, a critical question not met/ }),
    ).toBeTruthy();
    expect(screen.getByTestId('score-sum').textContent).toContain('the whole report scores 0.0%');
  });
});
