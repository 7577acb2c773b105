import { useState } from 'react';
import { type CycleScoring, plural, SCORING_MESSAGES } from '../../../contract';
import { rescoreCycle } from '../../api/scoring';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * Rescoring (decision 0076): a stored score never changes with the rules by itself; this is the
 * one act that rescores the cycle's accepted reports under the version in force, and it is asked
 * first and recorded.
 */
export function RescoreCard(props: { scoring: CycleScoring; onDone: () => Promise<void> }) {
  const { scoring } = props;
  const [asking, setAsking] = useState(false);
  const rescore = useServerAction(refusalMessages);
  const { version } = scoring.rules;
  const due = scoring.reports_to_rescore;
  const run = () =>
    rescore.run(
      async () => {
        const result = await rescoreCycle(scoring.cycle.id, version);
        showToast(SCORING_MESSAGES.rescored(result.rescored, result.version), { tone: 'success' });
        await props.onDone();
      },
      () => props.onDone(),
    );
  return (
    <Card className="manage-card">
      <h2>Accepted reports</h2>
      <p data-testid="scoring-rescore-status">
        {scoring.accepted_reports === 0
          ? 'No report of this cycle is accepted yet.'
          : due === 0
            ? `${plural(scoring.accepted_reports, 'accepted report', 'accepted reports')}, all scored under version ${version}.`
            : `${due} of ${plural(scoring.accepted_reports, 'accepted report', 'accepted reports')} ${due === 1 ? 'is' : 'are'} not scored under version ${version}: a new version never changes a stored score by itself.`}
      </p>
      {rescore.error.map((message) => (
        <p key={message} className="manage-error" role="alert">
          {message}
        </p>
      ))}
      {scoring.can_edit && due > 0 ? (
        <button type="button" className="button button-secondary" onClick={() => setAsking(true)}>
          Rescore {plural(due, 'report', 'reports')} under version {version}
        </button>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title="Rescore the accepted reports?"
          message={`${plural(due, 'report', 'reports')} will be scored under version ${version}; every figure made of them changes. This is recorded on the cycle.`}
          onYes={run}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Card>
  );
}
