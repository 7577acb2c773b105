import { type StatusDisplay, statusDisplay } from '../../contract';
import './StatusBadge.css';

interface StatusBadgeProps {
  /** One of the contract's display tables, e.g. APPLICATION_STATUS_DISPLAY. */
  table: Record<string, StatusDisplay>;
  status: string | null | undefined;
}

/** A status label in its tone; nothing for an empty status, 'unknown status type' for others. */
export function StatusBadge({ table, status }: StatusBadgeProps) {
  const display = statusDisplay(table, status);
  if (!display) return null;
  return <span className={`badge badge-${display.tone}`}>{display.label}</span>;
}
