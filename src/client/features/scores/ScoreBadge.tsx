import { formatScore, scoreBand } from '../../../contract';
import './scores.css';

/** A score in the spec's colour band (`contract/reportScore.ts` SCORE_BANDS), or "Not scored". */
export function ScoreBadge({ percent, testId }: { percent: number | null; testId?: string }) {
  if (percent === null)
    return (
      <span className="score-badge" data-testid={testId}>
        Not scored
      </span>
    );
  return (
    <span className={`score-badge score-band-${scoreBand(percent)}`} data-testid={testId}>
      {formatScore(percent)}
    </span>
  );
}
