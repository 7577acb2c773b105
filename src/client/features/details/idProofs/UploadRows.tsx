import type { UploadRow } from './useIdProofUploads';

interface UploadRowsProps {
  rows: UploadRow[];
  onRetry: (row: UploadRow) => void;
  onDismiss: (id: string) => void;
}

/** Files on their way: each with its progress, or its error beside it with Retry and dismiss. */
export function UploadRows({ rows, onRetry, onDismiss }: UploadRowsProps) {
  if (rows.length === 0) return null;
  return (
    <ul className="id-uploads" aria-label="Uploads">
      {rows.map((row) => {
        const percent = Math.round(row.progress * 100);
        return (
          <li key={row.id} className={`id-upload id-upload-${row.status}`}>
            <span className="id-upload-head">
              <span className="id-upload-name">{row.file.name}</span>
              {row.status === 'uploading' ? <span className="id-upload-percent">{percent}%</span> : null}
            </span>
            {row.status === 'uploading' ? (
              <span
                className="id-upload-bar"
                role="progressbar"
                aria-label={`Uploading ${row.file.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
              >
                <span className="id-upload-fill" style={{ width: `${percent}%` }} />
              </span>
            ) : (
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
                  aria-label={`Dismiss ${row.file.name}`}
                  onClick={() => onDismiss(row.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
