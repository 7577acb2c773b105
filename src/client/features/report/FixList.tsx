import type { FixItem, Section, SubmitTarget } from '../../../contract';
import { formatDateTime } from '../../lib/dates';
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
  dueAt,
}: {
  items: readonly FixItem[];
  sections: readonly Section[];
  /** when the fixes are due (decision 0039); null for a report sent back before there was a time */
  dueAt: string | null;
}) {
  if (items.length === 0) return null;
  return (
    <Card className="report-fixes">
      <h2 className="report-fixes-title">{FIX_LIST_TEXTS.title}</h2>
      {dueAt ? <p className="report-fixes-due">{FIX_LIST_TEXTS.dueBy(formatDateTime(dueAt))}</p> : null}
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
