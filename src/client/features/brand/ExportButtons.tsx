import { useState } from 'react';
import { type BrandReportFilters, EXPORT_TOTAL_HEADER, plural } from '../../../contract';
import { brandReportsCsvUrl, brandReportsXlsxUrl } from '../../api/brand';

type Kind = 'csv' | 'xlsx';
const FILES: Record<Kind, { label: string; name: string; type: string }> = {
  csv: { label: 'Download as CSV', name: 'accepted-reports.csv', type: 'text/csv' },
  xlsx: {
    label: 'Download as Excel',
    name: 'accepted-reports.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
};
const FAILED = 'The file could not be made. Check the connection and try again.';
const NEWLINE = 10;

interface Progress {
  kind: Kind;
  total: number;
  /** CSV: the lines received (the header, then a report each) */
  lines: number;
  bytes: number;
}

/** How far an export got, in words: reports for a CSV, whose lines are counted; bytes for a workbook. */
function progressText(progress: Progress): string {
  const of = plural(progress.total, 'report', 'reports');
  if (progress.kind === 'csv') return `${Math.min(Math.max(progress.lines - 1, 0), progress.total)} of ${of}`;
  return `${(progress.bytes / 1_000_000).toFixed(1)} MB of a file of ${of}`;
}

/**
 * The export of the reports behind a view (decision 0082): read as it streams, with how far it
 * got (the server says the count first, `EXPORT_TOTAL_HEADER`), then saved as a file.
 */
export function ExportButtons({ filters }: { filters: BrandReportFilters }) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (kind: Kind) => {
    setError(null);
    const url = kind === 'csv' ? brandReportsCsvUrl(filters) : brandReportsXlsxUrl(filters);
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
      const now: Progress = {
        kind,
        total: Number(response.headers.get(EXPORT_TOTAL_HEADER)) || 0,
        lines: 0,
        bytes: 0,
      };
      const parts: Uint8Array[] = [];
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        parts.push(read.value);
        now.bytes += read.value.length;
        if (kind === 'csv') for (const byte of read.value) if (byte === NEWLINE) now.lines += 1;
        setProgress({ ...now });
      }
      const href = URL.createObjectURL(new Blob(parts as BlobPart[], { type: FILES[kind].type }));
      const link = document.createElement('a');
      link.href = href;
      link.download = FILES[kind].name;
      link.click();
      // the browser has taken the file once the click's task ran
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch {
      setError(FAILED);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="brand-export">
      {(['csv', 'xlsx'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          className="button button-secondary"
          disabled={progress !== null}
          onClick={() => void download(kind)}
        >
          {FILES[kind].label}
        </button>
      ))}
      {progress ? (
        <p role="status" className="brand-export-progress">
          <progress
            max={progress.kind === 'csv' ? Math.max(progress.total, 1) : undefined}
            value={progress.kind === 'csv' ? Math.max(progress.lines - 1, 0) : undefined}
            aria-label="Export progress"
          />{' '}
          {progressText(progress)}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
