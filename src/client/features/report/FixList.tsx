import {
  type AuditStore,
  type FixItem,
  formatDeadline,
  type Section,
  type SubmitTarget,
  submitDeadline,
} from '../../../contract';
import { Card } from '../../ui/Card';
import { FIX_LIST_TEXTS } from './reportTexts';
import { TargetLink } from './TargetLink';

const targetOf = (item: FixItem): SubmitTarget =>
  item.questionId === undefined
    ? { kind: 'section', sectionId: item.sectionId }
    : { kind: 'question', sectionId: item.sectionId, questionId: item.questionId };

/** Where an item is, in words: the section, and the question's number in it. */
function placeOf(item: FixItem, sections: readonly Section[]): string {
  const section = sections.find((entry) => entry.id === item.sectionId);
  if (!section) return '';
  if (item.questionId === undefined) return section.name;
  const ordered = [...section.questions].sort((a, b) => a.sequence - b.sequence);
  const number = ordered.findIndex((question) => question.id === item.questionId) + 1;
  return `${section.name}, question ${number}`;
}

/**
 * A sent-back report opens on what to fix (decision 0034): each flagged item with the reviewer's
 * words, a link to it, and whether it has changed since.
 */
export function FixList({
  items,
  sections,
  store,
}: {
  items: readonly FixItem[];
  sections: readonly Section[];
  /** the report, for its one deadline: the later of its fixes' 48 hours and its date's window */
  store: Pick<AuditStore, 'audit_date' | 'fix_due_at'>;
}) {
  if (items.length === 0) return null;
  // said in India time, as the notice and the dashboard say it (decision 0064); a report sent back
  // before its fixes had a time (decision 0039) shows none
  const deadline = store.fix_due_at === null ? null : submitDeadline(store.audit_date, store.fix_due_at);
  return (
    <Card className="report-fixes">
      <h2 className="report-fixes-title">{FIX_LIST_TEXTS.title}</h2>
      {deadline ? <p className="report-fixes-due">{FIX_LIST_TEXTS.dueBy(formatDeadline(deadline))}</p> : null}
      <ol data-testid="fix-list">
        {items.map((item) => (
          <li key={`${item.sectionId}:${item.questionId ?? ''}`} data-changed={item.changed}>
            <TargetLink target={targetOf(item)}>{placeOf(item, sections)}</TargetLink>
            <span className={item.changed ? 'report-fix-changed' : 'report-fix-unchanged'}>
              {item.changed ? ` ✓ ${FIX_LIST_TEXTS.changed}` : ` · ${FIX_LIST_TEXTS.unchanged}`}
            </span>
            <p className="report-fix-message">“{item.message}”</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
