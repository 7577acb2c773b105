import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type CycleScoring, REVIEW_HOME } from '../../../contract';
import { getCycleScoring } from '../../api/scoring';
import { formatCalendarDate } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice, type NotFoundWayBack } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { RescoreCard } from './RescoreCard';
import { ScoringRulesForm } from './ScoringRulesForm';
import '../manage/manage.css';
import './scores.css';

const WAY_BACK: NotFoundWayBack = {
  thing: 'cycle',
  to: REVIEW_HOME,
  label: 'Reports to review',
  scoped: true,
};

function versionLine(scoring: CycleScoring): string {
  const { rules } = scoring;
  if (rules.version === 0)
    return 'No rules saved yet: the defaults score this cycle (every section weighs 1, nothing is critical, pass at 70%).';
  return `Version ${rules.version} is in force: reports accepted from now on are scored under it.`;
}

/**
 * /manage/review/scoring/{cycleId} (decision 0076): the cycle's scoring rules in force, a form
 * for the next version (the PM and the brand's client users), every version saved and who saved
 * it, and the rescoring of the accepted reports.
 */
export function ScoringRulesPage() {
  const cycleId = Number(useParams().cycleId);
  const load = useCallback(() => getCycleScoring(cycleId), [cycleId]);
  const scoring = useRemoteData(load);
  if (scoring.status === 'loading') return <Spinner label="Loading the scoring rules" />;
  if (scoring.status === 'error')
    return <ErrorNotice onRetry={scoring.retry} notFound={scoring.notFound} wayBack={WAY_BACK} />;
  const { data } = scoring;
  return (
    <div className="manage">
      <Link to={REVIEW_HOME} className="manage-back">
        ← Reports to review
      </Link>
      <h1 className="page-title">
        Scoring rules: {data.cycle.client_name}, {data.cycle.name}
      </h1>
      <p className="manage-count" data-testid="scoring-version">
        {versionLine(data)}
      </p>
      <Card className="manage-card">
        <h2>{data.can_edit ? `Version ${data.rules.version + 1}` : 'The rules in force'}</h2>
        {data.can_edit ? (
          // a new key per version: the form starts from the rules just saved
          <ScoringRulesForm key={data.rules.version} scoring={data} onSaved={() => void scoring.refresh()} />
        ) : (
          <RulesInForce scoring={data} />
        )}
      </Card>
      <RescoreCard scoring={data} onDone={scoring.refresh} />
      <Card className="manage-card">
        <h2>Versions</h2>
        {data.versions.length === 0 ? <p>None saved yet.</p> : null}
        <ul className="manage-list" aria-label="Versions of the rules">
          {data.versions.map((version) => (
            <li key={version.version}>
              Version {version.version}, saved {formatCalendarDate(version.saved_at.slice(0, 10))}
              {version.saved_by ? ` by ${version.saved_by}` : ''}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function RulesInForce({ scoring }: { scoring: CycleScoring }) {
  const { rules } = scoring;
  const questions = new Map(scoring.sections.flatMap((s) => s.questions).map((q) => [q.id, q.question_txt]));
  const named = (ids: readonly number[]) =>
    ids.length === 0 ? 'none' : ids.map((id) => questions.get(id)).join('; ');
  return (
    <dl className="manage-facts">
      <dt>Pass mark</dt>
      <dd>{rules.passMark}%</dd>
      <dt>Section weights</dt>
      <dd>
        {scoring.sections
          .map((s) => `${s.name} ${rules.sectionWeights.find((w) => w.section_id === s.id)?.weight ?? 1}`)
          .join(', ')}
      </dd>
      <dt>Critical</dt>
      <dd>
        {named(rules.criticalQuestionIds)} (a miss sets{' '}
        {rules.criticalZeroes === 'report' ? 'the report' : 'its section'} to 0)
      </dd>
      <dt>Bonus</dt>
      <dd>{named(rules.bonusQuestionIds)}</dd>
    </dl>
  );
}
