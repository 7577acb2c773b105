import { MESSAGES } from '../../contract';
import './ErrorNotice.css';

interface ErrorNoticeProps {
  message?: string;
  onRetry: () => void;
}

/** A failed load, with a Retry button. */
export function ErrorNotice({ message = MESSAGES.genericError, onRetry }: ErrorNoticeProps) {
  return (
    <div className="error-notice" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
