import { Link } from 'react-router-dom';
import { BRAND_ACTIONS, type EarlierPlan, followUpOf, type Section } from '../../../contract';
import { formatDateTime } from '../../lib/dates';
import { Card } from '../../ui/Card';
import { Markdown } from '../report/Markdown';
import type { ScoredReport } from '../scores/useReportScore';
import { PLAN_STATE_LABELS } from './actionTexts';
import './actions.css';

/**
 * The store's plan from an earlier visit, on this visit's report (decision 0088): where it stands,
 * and whether each question it named passes now, which closes the loop in figures. The brand's
 * people open the plan; the back office reads it here.
 */
export function PlanFollowUp({
  plan,
  scored,
  questionnaire,
  linked,
}: {
  plan: EarlierPlan;
  scored: ScoredReport;
  questionnaire: readonly Section[];
  linked: boolean;
}) {
  if (!plan) return null;
  const followUp = scored ? followUpOf(plan, scored.score, questionnaire) : null;
  const name = `The action plan of ${formatDateTime(plan.created_at, { time: false })}`;
  return (
    <Card className="manage-card plan-follow-up">
      <h2>Since the last action plan</h2>
      <p>
        {linked ? <Link to={`${BRAND_ACTIONS}/${plan.id}`}>{name}</Link> : name} is{' '}
        {PLAN_STATE_LABELS[plan.state].toLowerCase()}.
      </p>
      {followUp ? (
        <>
          <p data-testid="plan-follow-up-figure">
            {followUp.passing} of {followUp.compared} fixed questions now pass.
          </p>
          <ul aria-label="The plan’s questions in this visit">
            {followUp.items.map((item) => (
              <li key={item.question_text}>
                {item.now_passes === null ? 'Not asked: ' : item.now_passes ? 'Passes: ' : 'Still fails: '}
                <Markdown text={item.question_text} inline />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
