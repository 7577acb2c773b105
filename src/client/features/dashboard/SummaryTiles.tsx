import { Link } from 'react-router-dom';
import { Skeleton } from '../../ui/Skeleton';
import type { SummaryData } from './dashboardData';
import { TileIcon, type TileIconName } from './TileIcon';
import './SummaryTiles.css';

interface TileSpec {
  /** data-testid is `tile-<id>` */
  id: string;
  label: string;
  to: string;
  icon: TileIconName;
  value: (summary: SummaryData) => number;
  percent?: boolean;
}

/** The summary tiles, their figures and where each leads (decision 0001). */
const TILES: TileSpec[] = [
  {
    id: 'available_audits',
    label: 'View Opportunities',
    to: '/audit',
    icon: 'search',
    value: (s) => s.stats.available_audits,
  },
  {
    id: 'profile_completion_percentage',
    label: 'Profile Completion',
    to: '/details',
    icon: 'user',
    value: (s) => s.completionPercentage,
    percent: true,
  },
  {
    id: 'applied',
    label: 'Audits Applied',
    to: '/applied_audits',
    icon: 'send',
    value: (s) => s.stats.applied,
  },
  {
    id: 'assigned',
    label: 'Audits Assigned',
    to: '/applied_audits',
    icon: 'clipboard',
    value: (s) => s.stats.assigned,
  },
  {
    id: 'completed',
    label: 'Reports Completed',
    to: '/audit_store',
    icon: 'check',
    value: (s) => s.stats.completed,
  },
  {
    id: 'pending_payment',
    label: 'Payments Pending',
    to: '/payment',
    icon: 'wallet',
    value: (s) => s.stats.pending_payment,
  },
];

export function SummaryTiles({ summary }: { summary: SummaryData }) {
  return (
    <ul className="summary-tiles">
      {TILES.map((tile) => {
        const value = tile.value(summary);
        return (
          <li key={tile.id}>
            <Link
              className={`summary-tile summary-tile-${tile.icon}`}
              to={tile.to}
              data-testid={`tile-${tile.id}`}
            >
              <TileIcon name={tile.icon} />
              <span className="summary-tile-label">{tile.label}</span>{' '}
              <span className="summary-tile-figure">
                <span className="summary-tile-value" data-testid={`tile-${tile.id}-value`}>
                  {tile.percent ? `${value}%` : value}
                </span>
                {tile.percent ? (
                  <span className="summary-tile-meter" aria-hidden="true">
                    <span style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function SummaryTilesSkeleton() {
  return (
    <ul className="summary-tiles" aria-busy="true">
      {TILES.map((tile) => (
        <li key={tile.id}>
          <div className="summary-tile summary-tile-loading">
            <Skeleton width="40px" height="40px" round />
            <Skeleton width="70%" height="0.9rem" />
            <Skeleton width="35%" height="1.75rem" />
          </div>
        </li>
      ))}
      <li className="visually-hidden" role="status">
        Loading your summary
      </li>
    </ul>
  );
}
