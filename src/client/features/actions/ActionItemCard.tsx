import type { ActionPlan } from '../../../contract';
import type { QueuedActionWork } from '../../../offline';
import { formatCalendarDate } from '../../lib/dates';
import { Markdown } from '../report/Markdown';
import { AnswerForm } from './AnswerForm';
import { itemStateLabel } from './actionTexts';
import { ItemPhotos } from './ItemPhotos';
import { QueuedCallNote } from './QueuedCallNote';
import { ReviewButtons } from './ReviewButtons';

type Item = ActionPlan['items'][number];

/**
 * One item of a plan: the question as the report answered it, what the store did (the device's
 * text while it waits to be sent), the reviewer's note when it came back, and what this reader may
 * do with it now.
 */
export function ActionItemCard({
  plan,
  item,
  work,
  onSigned,
}: {
  plan: ActionPlan;
  item: Item;
  work: QueuedActionWork;
  onSigned: (plan: ActionPlan) => void;
}) {
  const queued = work.answers.get(item.id);
  const done = queued?.doneText ?? item.done_text;
  const answerable = plan.can.answer && !work.ready && item.state !== 'ACCEPTED';
  return (
    <article
      className={`action-item action-item-${item.state.toLowerCase()}`}
      aria-label={item.question_text}
    >
      <header>
        <small>
          {item.section_name}
          {item.critical ? <strong className="action-critical"> · Critical</strong> : null}
        </small>
        <h2 id={`action-item-${item.id}`}>
          <Markdown text={item.question_text} inline />
        </h2>
        <span className="action-item-state">
          {queued ? 'Answered on this device' : itemStateLabel(item.state, item.review_note)}
        </span>
      </header>
      <p className="action-report-answer">
        The visit’s answer: {item.answer.length > 0 ? item.answer.join(', ') : 'no answer'} ({item.earned} of{' '}
        {item.possible} marks){item.answer_comment ? <q>{item.answer_comment}</q> : null}
      </p>
      {item.state === 'OPEN' && item.review_note ? (
        <p className="action-review-note" role="note">
          Sent back: <q>{item.review_note}</q> Due {formatCalendarDate(item.due_date)}.
        </p>
      ) : null}
      {answerable ? (
        <AnswerForm planId={plan.id} itemId={item.id} done={done} />
      ) : done ? (
        <p className="action-done">
          What was done: <q>{done}</q>
        </p>
      ) : null}
      {queued ? <QueuedCallNote call={queued} what="This answer" /> : null}
      <ItemPhotos
        plan={plan}
        item={item}
        onDevice={work.photos.filter((photo) => photo.itemId === item.id)}
        canAdd={answerable}
      />
      {plan.can.review && item.state === 'READY' ? (
        <ReviewButtons itemId={item.id} onSigned={onSigned} />
      ) : null}
    </article>
  );
}
