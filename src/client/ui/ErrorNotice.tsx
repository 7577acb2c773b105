import { Link } from 'react-router-dom';
import { MESSAGES, notFoundText } from '../../contract';
import './ErrorNotice.css';

/** Where a screen that loads one thing leads back to when that thing is not found. */
export interface NotFoundWayBack {
  /** what the screen shows, as the sentence names it: "report" */
  thing: string;
  to: string;
  /** the place's name, after "Back to" */
  label: string;
  /** the reader sees only their own of these, so it may be someone else's (notFoundText) */
  scoped: boolean;
}

interface ErrorNoticeProps {
  message?: string;
  onRetry: () => void;
  /** the load was answered 404 (`useRemoteData`'s `notFound`): said so, with no Retry */
  notFound?: boolean;
  wayBack?: NotFoundWayBack;
}

const TO_DASHBOARD: NotFoundWayBack = { thing: 'page', to: '/', label: 'the dashboard', scoped: true };

/** A failed load, with a Retry button; a 404, which no retry changes, with the way back instead. */
export function ErrorNotice({
  message = MESSAGES.genericError,
  onRetry,
  notFound = false,
  wayBack = TO_DASHBOARD,
}: ErrorNoticeProps) {
  if (notFound)
    return (
      <div className="error-notice" role="alert">
        <p>{notFoundText(wayBack.thing, wayBack)}</p>
        <Link to={wayBack.to} className="button button-secondary">
          Back to {wayBack.label}
        </Link>
      </div>
    );
  return (
    <div className="error-notice" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
