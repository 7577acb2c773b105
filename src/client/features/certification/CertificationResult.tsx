import { Link } from 'react-router-dom';
import {
  CERTIFICATION_ATTEMPTS,
  CERTIFICATION_TEXTS,
  type CertificationStanding,
  type CertificationState,
  canRetakeCertification,
} from '../../../contract';
import { retakeCertification } from '../../api/certification';
import { useServerAction } from '../../forms/useServerAction';
import { useConfigStore } from '../../session/configStore';
import { catchUpAfterRefusal, certificationMessages } from './certificationRefusal';

interface CertificationResultProps {
  standing: CertificationStanding;
  /** the new attempt's test, once the server has started it */
  onRetaken: (next: CertificationState) => void;
  /** the server refused the retake because this page is behind (another tab): load it again */
  onStale: () => Promise<void>;
}

/**
 * What both certification pages show once the attempt is scored: the congratulation when the score
 * reaches the pass mark (spec); below it the truth, the pass mark and the way on (decision 0032).
 */
export function CertificationResult({ standing, onRetaken, onStale }: CertificationResultProps) {
  const percent = standing.score ?? 0;
  if (standing.standing === 'PASSED')
    return (
      <div className="certification-result" role="status">
        <p className="certification-score">{CERTIFICATION_TEXTS.congratulation(percent)}</p>
        <p>{CERTIFICATION_TEXTS.pointer}</p>
        <Link className="button button-primary" to="/audit">
          {CERTIFICATION_TEXTS.opportunities}
        </Link>
      </div>
    );
  return (
    <div className="certification-result" role="status">
      <p className="certification-score certification-score-failed">
        {CERTIFICATION_TEXTS.notPassed(percent)}
      </p>
      <p>{CERTIFICATION_TEXTS.passMark}</p>
      <NotPassedWayOn standing={standing} onRetaken={onRetaken} onStale={onStale} />
    </div>
  );
}

/** Read the guide and take the test again while attempts remain; else whom to write to. */
function NotPassedWayOn({ standing, onRetaken, onStale }: CertificationResultProps) {
  const supportEmail = useConfigStore((state) => state.config?.SUPPORT_EMAIL) ?? 'support';
  const { busy, error: problem, run } = useServerAction({ none: [], refusal: certificationMessages });
  const retakable = canRetakeCertification(standing);

  const retake = () =>
    run(async () => onRetaken(await retakeCertification(standing.attempt)), catchUpAfterRefusal(onStale));

  return (
    <>
      <p>
        {retakable
          ? CERTIFICATION_TEXTS.tryAgain(CERTIFICATION_ATTEMPTS - standing.attempt)
          : CERTIFICATION_TEXTS.noneLeft(supportEmail)}
      </p>
      {problem.map((message) => (
        <p key={message} className="certification-error" role="alert">
          {message}
        </p>
      ))}
      <div className="certification-result-actions">
        {retakable ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void retake()}
          >
            {busy ? CERTIFICATION_TEXTS.retaking : CERTIFICATION_TEXTS.retake}
          </button>
        ) : null}
        <Link className="button button-secondary" to="/shopper_guide/videos">
          {CERTIFICATION_TEXTS.readGuide}
        </Link>
      </div>
    </>
  );
}
