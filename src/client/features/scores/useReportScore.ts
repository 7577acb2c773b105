import { useMemo } from 'react';
import {
  type Answer,
  type ReportScore,
  type ScoringRulesWire,
  type Section,
  scoreQuestionnaire,
  scoringRulesFrom,
} from '../../../contract';

/** What a report is scored from, as the review and the brand's report pages read it. */
export interface ScoredReportData {
  scoring_rules: ScoringRulesWire;
  questionnaire: Section[];
  answers: Answer[];
}

/** The report's score under the rules the server names, by the contract's one function. */
export function useReportScore(data: ScoredReportData | undefined) {
  return useMemo(() => {
    if (!data) return undefined;
    const rules = scoringRulesFrom(data.scoring_rules);
    return { rules, score: scoreQuestionnaire(rules, data.questionnaire, data.answers) };
  }, [data]);
}

export type ScoredReport = ReturnType<typeof useReportScore>;

/** "Pass (pass mark 80%)", or nothing when nothing was scored. */
export function passText(score: ReportScore, passMark: number): string {
  if (score.passed === null) return '';
  return `${score.passed ? 'Pass' : 'Fail'} (pass mark ${passMark}%)`;
}
