import { useState } from 'react';
import { ACTION_PLAN_DAYS_MAX, type CycleScoring, SCORING_MESSAGES } from '../../../contract';
import { saveCycleScoring } from '../../api/scoring';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { Markdown } from '../report/Markdown';
import { bodyOf, draftOf, type QuestionPart } from './scoringDraft';

const PART_LABELS: Record<QuestionPart, string> = {
  counts: 'Counts',
  critical: 'Critical',
  bonus: 'Bonus',
};

const partOf = (value: string): QuestionPart =>
  value === 'critical' || value === 'bonus' ? value : 'counts';

/**
 * The cycle's rules as a form (decision 0076): the pass mark, what a critical question not met
 * zeroes, each section's weight and what each scored question counts as. Saving makes the next
 * version over the one shown; one saved meanwhile is refused, and what was typed stays.
 */
export function ScoringRulesForm(props: { scoring: CycleScoring; onSaved: (next: CycleScoring) => void }) {
  const { scoring } = props;
  const [draft, setDraft] = useState(() => draftOf(scoring));
  const save = useServerAction(refusalMessages);

  const submit = () => {
    const body = bodyOf(draft, scoring.rules.version);
    if (typeof body === 'string') return save.setError([body]);
    return save.run(async () => {
      const next = await saveCycleScoring(scoring.cycle.id, body);
      showToast(SCORING_MESSAGES.saved(next.rules.version), { tone: 'success' });
      props.onSaved(next);
    });
  };

  return (
    <form
      className="scoring-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {save.error.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
      <div className="scoring-row">
        <label htmlFor="scoring-pass-mark">Pass mark (%)</label>
        <input
          id="scoring-pass-mark"
          type="number"
          min={0}
          max={100}
          step="any"
          value={draft.passMark}
          onChange={(event) => setDraft({ ...draft, passMark: event.target.value })}
        />
      </div>
      <div className="scoring-row">
        {/* a visit under the pass mark, or failing a critical question, opens a plan (decision 0089) */}
        <label htmlFor="scoring-plan-days">Days a store has for an action plan</label>
        <input
          id="scoring-plan-days"
          type="number"
          min={1}
          max={ACTION_PLAN_DAYS_MAX}
          step={1}
          value={draft.actionPlanDays}
          onChange={(event) => setDraft({ ...draft, actionPlanDays: event.target.value })}
        />
      </div>
      <div className="scoring-row">
        <label htmlFor="scoring-critical-zeroes">A critical question not met sets to 0</label>
        <select
          id="scoring-critical-zeroes"
          value={draft.criticalZeroes}
          onChange={(event) =>
            setDraft({ ...draft, criticalZeroes: event.target.value === 'report' ? 'report' : 'section' })
          }
        >
          <option value="section">its section</option>
          <option value="report">the whole report</option>
        </select>
      </div>
      {scoring.sections.map((section) => (
        <fieldset key={section.id} className="scoring-section">
          <legend>{section.name}</legend>
          <div className="scoring-row">
            <label htmlFor={`scoring-weight-${section.id}`}>Weight</label>
            <input
              id={`scoring-weight-${section.id}`}
              type="number"
              min={0}
              max={100}
              step="any"
              value={draft.weights[section.id] ?? '1'}
              onChange={(event) =>
                setDraft({ ...draft, weights: { ...draft.weights, [section.id]: event.target.value } })
              }
            />
          </div>
          {section.questions
            .filter((question) => question.scored)
            .map((question) => (
              <div key={question.id} className="scoring-row">
                <label htmlFor={`scoring-question-${question.id}`}>
                  <Markdown text={question.question_txt} inline />
                </label>
                <select
                  id={`scoring-question-${question.id}`}
                  value={draft.parts[question.id] ?? 'counts'}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      parts: { ...draft.parts, [question.id]: partOf(event.target.value) },
                    })
                  }
                >
                  {Object.entries(PART_LABELS).map(([part, label]) => (
                    <option key={part} value={part}>
                      {label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
        </fieldset>
      ))}
      <button type="submit" className="button button-primary" disabled={save.busy}>
        Save as version {scoring.rules.version + 1}
      </button>
    </form>
  );
}
