import type { ReactNode } from 'react';
import { formatScore, scoreBand } from '../../../contract';

export interface ScoreBar {
  key: string | number;
  label: ReactNode;
  score: number | null;
  /** what the figure is made of, under the label */
  detail?: string;
}

/** Figures as bars in their colour band, with the pass mark drawn across where one is given. */
export function ScoreBars(props: { label: string; bars: readonly ScoreBar[]; passMark?: number | null }) {
  return (
    <ul className="score-bars" aria-label={props.label}>
      {props.bars.map((bar) => (
        <li key={bar.key}>
          <span className="score-bars-label">
            {bar.label}
            {bar.detail ? <small>{bar.detail}</small> : null}
          </span>
          <span className="score-bars-track">
            {bar.score === null ? null : (
              <span
                className={`score-bars-fill score-band-${scoreBand(bar.score)}`}
                style={{ width: `${Math.max(1, Math.min(100, bar.score))}%` }}
              />
            )}
            {props.passMark != null ? (
              <span className="score-bars-pass" style={{ left: `${props.passMark}%` }} aria-hidden="true" />
            ) : null}
          </span>
          <span className="score-bars-value">{bar.score === null ? '–' : formatScore(bar.score)}</span>
        </li>
      ))}
    </ul>
  );
}
