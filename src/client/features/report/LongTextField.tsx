import { useId } from 'react';
import { REPORT_LIMITS } from '../../../contract';
import { useDraftText } from './useDraftText';

interface LongTextFieldProps {
  label: string;
  value: string;
  editable: boolean;
  onSave: (text: string) => void;
  /** error display is on and the text is too short */
  showErrors: boolean;
  testId?: string;
}

/**
 * Under the field: how many more characters the minimum needs, and once it is met, how many of
 * the maximum are used ("0 characters remaining" read as if nothing more could be typed).
 */
export function longTextCount(remaining: number, length: number): string {
  if (remaining > 0) return `${remaining} more character${remaining === 1 ? '' : 's'} needed`;
  return `✓ ${length} of ${REPORT_LIMITS.summaryMax} characters`;
}

/** A section comment or the report summary: at least 150 characters, at most 4096, with a countdown. */
export function LongTextField({ label, value, editable, onSave, showErrors, testId }: LongTextFieldProps) {
  const id = useId();
  const { draft, change } = useDraftText(value, onSave);
  const remaining = Math.max(0, REPORT_LIMITS.summaryMin - draft.trim().length);
  const invalid = showErrors && remaining > 0;
  return (
    <div
      className={invalid ? 'report-long-text report-long-text-invalid' : 'report-long-text'}
      data-testid={testId}
    >
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        maxLength={REPORT_LIMITS.summaryMax}
        value={draft}
        disabled={!editable}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        onChange={(event) => change(event.target.value)}
      />
      <p className="report-hint" id={`${id}-hint`}>
        <span>Min {REPORT_LIMITS.summaryMin} characters in length</span>
        {/* a read-only report asks for nothing more */}
        {editable ? <span className="report-countdown">{longTextCount(remaining, draft.length)}</span> : null}
      </p>
    </div>
  );
}
