import { ScoreBadge } from './ScoreBadge';
import { passText, type ScoredReport } from './useReportScore';

/** A report's "Score" line of its facts, on the review page and the brand's report page alike. */
export function ReportScoreFact({ scored, testId }: { scored: ScoredReport; testId: string }) {
  return (
    <>
      <dt>Score</dt>
      <dd data-testid={testId}>
        <ScoreBadge percent={scored?.score.percent ?? null} />{' '}
        {scored ? passText(scored.score, scored.rules.passMark) : ''}
      </dd>
    </>
  );
}
