import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BRAND_ACTIONS, type BrandReport } from '../../../contract';
import { openActionPlan } from '../../api/actions';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';
import { Card } from '../../ui/Card';
import { Markdown } from '../report/Markdown';
import { PLAN_STATE_LABELS } from './actionTexts';
import './actions.css';

/**
 * A visit's corrective action on its brand report (decisions 0084, 0087): the plan it opened, or,
 * for a seat above the store, a plan to open by hand for the questions that lost marks.
 */
export function ReportActionCard({ data }: { data: BrandReport }) {
  const { plan, can_open: canOpen, fixable_question_ids: fixable } = data.action;
  if (plan)
    return (
      <Card className="manage-card report-action">
        <h2>Corrective action</h2>
        <p>
          <Link to={`${BRAND_ACTIONS}/${plan.id}`}>Action plan</Link>: {PLAN_STATE_LABELS[plan.state]}
        </p>
      </Card>
    );
  if (!canOpen) return null;
  return <OpenPlanForm reportId={data.report.id} data={data} fixable={fixable} />;
}

function OpenPlanForm({
  reportId,
  data,
  fixable,
}: {
  reportId: number;
  data: BrandReport;
  fixable: number[];
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(fixable));
  const action = useServerAction(refusalMessages);
  const navigate = useNavigate();
  const questions = data.questionnaire
    .flatMap((section) => section.questions)
    .filter((question) => fixable.includes(question.id));
  const toggle = (id: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const open = () =>
    action.run(async () => {
      const plan = await openActionPlan(reportId, [...chosen]);
      navigate(`${BRAND_ACTIONS}/${plan.id}`);
    });
  return (
    <Card className="manage-card report-action">
      <h2>Corrective action</h2>
      <p>
        This visit lost marks on {questions.length === 1 ? 'one question' : `${questions.length} questions`}.
        Open an action plan for the store to fix what you choose.
      </p>
      <fieldset className="report-action-questions">
        <legend>Questions to fix</legend>
        {questions.map((question) => (
          <label key={question.id}>
            <input type="checkbox" checked={chosen.has(question.id)} onChange={() => toggle(question.id)} />
            <Markdown text={question.question_txt} inline />
          </label>
        ))}
      </fieldset>
      {action.error.map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <button type="button" className="button" disabled={action.busy} onClick={() => void open()}>
        Open an action plan
      </button>
    </Card>
  );
}
