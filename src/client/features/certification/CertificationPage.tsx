import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CERTIFICATION_TEXTS } from '../../../contract';
import { CertificationFrame } from './CertificationFrame';

/**
 * /certification (docs/rules.md#certification): the instructions, and the checkbox that reveals
 * Start Test; with a score, the result instead.
 */
export function CertificationPage() {
  return (
    <CertificationFrame
      open={(test) => (
        <Instructions started={Object.keys(test.answers).length > 0} attempt={test.standing.attempt} />
      )}
    />
  );
}

/** `attempt`: the attempt under way (0 before the first answer); a retake says which it is. */
function Instructions({ started, attempt }: { started: boolean; attempt: number }) {
  const [understood, setUnderstood] = useState(false);
  const checkboxId = useId();
  return (
    <div className="certification-instructions">
      {attempt > 1 ? (
        <p className="certification-progress">{CERTIFICATION_TEXTS.attemptOf(attempt)}</p>
      ) : null}
      <p>{CERTIFICATION_TEXTS.lead}</p>
      <ul>
        {CERTIFICATION_TEXTS.checks.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h2>{CERTIFICATION_TEXTS.rulesHeading}</h2>
      <ol>
        {CERTIFICATION_TEXTS.rules.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <label className="certification-understood" htmlFor={checkboxId}>
        <input
          id={checkboxId}
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
        />
        {CERTIFICATION_TEXTS.understood}
      </label>
      {understood ? (
        <Link className="button button-primary" to="/certification/questions">
          {started ? CERTIFICATION_TEXTS.resume : CERTIFICATION_TEXTS.start}
        </Link>
      ) : null}
    </div>
  );
}
