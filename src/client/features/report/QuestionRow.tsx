import { memo, useEffect, useId, useState } from 'react';
import {
  type FixItem,
  hasAnswer,
  needsComment,
  type Question,
  REPORT_LIMITS,
  type RuleAnswer,
  type RuleQuestion,
} from '../../../contract';
import { reportActions } from '../../syncRuntime/pageSync';
import { FixNote } from './FixNote';
import { Markdown } from './Markdown';
import { questionAnchor } from './reportTargets';
import { saveTyped } from './typedJournal';
import { useDraftText } from './useDraftText';

interface QuestionRowProps {
  auditStoreId: number;
  question: Question;
  answer: RuleAnswer | undefined;
  /** the reviewer's flag on this question, from a send-back */
  fix: FixItem | undefined;
  editable: boolean;
  showErrors: boolean;
}

export function toRuleQuestion(question: Question): RuleQuestion {
  return {
    id: question.id,
    question_type: question.question_type,
    options: question.question_data.options,
    optional_comment_required: question.optional_comment_required,
    hide_question: question.hide_question,
  };
}

/** One question: its text, the input of its type, Not Applicable and the answer comment. */
export const QuestionRow = memo(function QuestionRow({
  auditStoreId,
  question,
  answer,
  fix,
  editable,
  showErrors,
}: QuestionRowProps) {
  const id = useId();
  // The choice shows at once; the Dexie write is read back a moment later through useLiveQuery.
  const [shown, setShown] = useState<{ answerText: string[]; notApplicable: boolean } | null>(null);
  const storedKey = `${answer?.not_applicable}|${answer?.answer_text.join('\u0000')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new stored value replaces the shown one.
  useEffect(() => setShown(null), [storedKey]);
  const current: RuleAnswer | undefined = shown
    ? {
        answer_text: shown.answerText,
        not_applicable: shown.notApplicable,
        answer_comment: answer?.answer_comment ?? '',
      }
    : answer;
  const answered = hasAnswer(current);
  // a read-only report asks for nothing: the rule is shown only where it can still be met
  const commentRequired = editable && needsComment(toRuleQuestion(question), answer);
  const notApplicable = answer?.not_applicable ?? false;
  const chosen = answer?.answer_text ?? [];
  const save = (answerText: string[], na: boolean) =>
    void reportActions().saveQuestion({
      auditStoreId,
      questionId: question.id,
      answerText,
      notApplicable: na,
    });
  const comment = useDraftText(answer?.answer_comment ?? '', (text) =>
    saveTyped({ kind: 'answerComment', auditStoreId, questionId: question.id }, text),
  );
  const commentMissing = commentRequired && !comment.draft.trim();

  const state = answered ? 'report-q-answered' : showErrors ? 'report-q-missing' : '';
  const optionsDisabled = !editable || notApplicable;
  const options = [...question.question_data.options].sort((a, b) => a.sequence - b.sequence);

  return (
    <li
      className={`report-q ${state}`}
      id={questionAnchor(question.id)}
      tabIndex={-1}
      data-testid={`question-${question.id}`}
      data-answered={answered}
    >
      <fieldset className="report-q-fieldset">
        <legend className="report-q-text">
          <Markdown text={question.question_txt} inline />
        </legend>
        <FixNote fix={fix} />
        {question.question_type === 'PLAIN' ? (
          <PlainAnswer
            id={`${id}-text`}
            value={chosen[0] ?? ''}
            disabled={optionsDisabled}
            onSave={(text) => saveTyped({ kind: 'plainAnswer', auditStoreId, questionId: question.id }, text)}
          />
        ) : (
          <div className="report-q-options">
            {options.map((option) => {
              const checked = chosen.includes(option.value);
              const toggle = () =>
                question.question_type === 'MUTEX'
                  ? save([option.value], false)
                  : void reportActions().toggleOption({
                      auditStoreId,
                      questionId: question.id,
                      option: option.value,
                      checked: !checked,
                      options: options.map((o) => o.value),
                    });
              return (
                <label key={option.value} className="report-option">
                  <input
                    type={question.question_type === 'MUTEX' ? 'radio' : 'checkbox'}
                    name={`${id}-option`}
                    value={option.value}
                    checked={checked}
                    disabled={optionsDisabled}
                    onChange={toggle}
                  />
                  <span>{option.value}</span>
                </label>
              );
            })}
          </div>
        )}
        <label className="report-option report-na">
          <input
            type="checkbox"
            checked={notApplicable}
            disabled={!editable}
            onChange={(event) => save([], event.target.checked)}
          />
          <span>Not Applicable</span>
        </label>
        <div className={commentMissing ? 'report-comment report-comment-required' : 'report-comment'}>
          <label htmlFor={`${id}-comment`}>Comment</label>
          <input
            id={`${id}-comment`}
            type="text"
            maxLength={REPORT_LIMITS.answerCommentMax}
            value={comment.draft}
            disabled={!editable}
            required={commentRequired}
            aria-invalid={commentMissing}
            onChange={(event) => comment.change(event.target.value)}
          />
          {commentRequired ? <p className="report-required">A comment is required for this answer</p> : null}
        </div>
      </fieldset>
    </li>
  );
});

function PlainAnswer(props: {
  id: string;
  value: string;
  disabled: boolean;
  onSave: (text: string) => void;
}) {
  const { draft, change } = useDraftText(props.value, props.onSave);
  return (
    <textarea
      id={props.id}
      className="report-plain"
      aria-label="Answer"
      rows={3}
      maxLength={REPORT_LIMITS.answerTextMax}
      value={draft}
      disabled={props.disabled}
      onChange={(event) => change(event.target.value)}
    />
  );
}
