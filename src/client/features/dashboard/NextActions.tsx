import { Link } from 'react-router-dom';
import type { NextAction } from '../../../contract';
import { timeLeft } from '../../../contract/nextActions';
import type { RemoteData } from '../../session/useRemoteData';

/** The dashboard shows the most urgent few; each leads where it is done. */
const SHOWN = 3;

/**
 * What to do now (decision 0043), leading the dashboard: a report to fix, finish or start with
 * its time left, the terms, the profile. Nothing when there is nothing to do, or when it cannot be
 * read (the tiles below still lead everywhere).
 */
export function NextActions({ actions }: { actions: RemoteData<NextAction[]> }) {
  if (actions.status !== 'ready' || actions.data.length === 0) return null;
  const now = new Date();
  return (
    <section className="next-actions" aria-labelledby="next-actions-heading">
      <h2 id="next-actions-heading" className="dashboard-section-title">
        What to do now
      </h2>
      <ul className="next-action-list">
        {actions.data.slice(0, SHOWN).map((action) => (
          <li key={`${action.kind}-${action.link}`}>
            <Link to={action.link} className={`next-action next-action-${action.kind}`}>
              <span className="next-action-title">
                {action.title}
                {action.due_at ? (
                  <span className="next-action-left"> · {timeLeft(action.due_at, now)}</span>
                ) : null}
              </span>
              <span className="next-action-detail">{action.detail}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
