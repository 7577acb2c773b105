import type { UploadRow } from './useIdProofUploads';

interface UploadRowsProps {
  rows: UploadRow[];
  onRetry: (row: UploadRow) => void;
  onDismiss: (id: string) => void;
}

/**
 * Files on their way: each with its progress (or, cut off, what the store holds while it waits for
 * the signal), or its error beside it with Retry and dismiss.
 */
export function UploadRows({ rows, onRetry, onDismiss }: UploadRowsProps) {
  if (rows.length === 0) return null;
  return (
    <ul className="id-uploads" aria-label="Uploads">
      {rows.map((row) => {
        const percent = Math.round(row.progress * 100);
        return (
          <li key={row.id} className={`id-upload id-upload-${row.status}`}>
            <span className="id-upload-head">
              <span className="id-upload-name">{row.fileName}</span>
              {row.status === 'uploading' ? <span className="id-upload-percent">{percent}%</span> : null}
            </span>
            {row.status === 'uploading' ? (
              <span
                className="id-upload-bar"
                role="progressbar"
                aria-label={`Uploading ${row.fileName}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span className="id-upload-fill" style={{ width: `${percent}%` }} />
              </span>
            ) : null}
            {row.status === 'uploading' && row.waitingForSignal ? (
              <span className="id-upload-waiting">
                Waiting for signal · {percent}% safe · goes on by itself
              </span>
            ) : null}
            {row.status === 'failed' ? (
              <span className="id-upload-failure">
                <span className="id-upload-error" role="alert">
                  {row.error}
                </span>
                {row.retryable ? (
                  <button
                    type="button"
                    className="button button-secondary id-upload-retry"
                    onClick={() => onRetry(row)}
                  >
                    Retry
                  </button>
                ) : null}
                <button
                  type="button"
                  className="id-upload-dismiss"
                  aria-label={`Dismiss ${row.fileName}`}
                  onClick={() => onDismiss(row.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
