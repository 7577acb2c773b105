import type { FixItem } from '../../../contract';
import { FIX_LIST_TEXTS } from './reportTexts';

/** The reviewer's words on a flagged question or section, marked until the item has changed. */
export function FixNote({ fix }: { fix: FixItem | undefined }) {
  if (!fix) return null;
  return (
    <div
      className={fix.changed ? 'report-revert report-revert-changed' : 'report-revert'}
      data-changed={fix.changed}
    >
      <p>{fix.message}</p>
      <p className="report-revert-state">
        {fix.changed ? `✓ ${FIX_LIST_TEXTS.changed}` : FIX_LIST_TEXTS.unchanged}
      </p>
    </div>
  );
}
