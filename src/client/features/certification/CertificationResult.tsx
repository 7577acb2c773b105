import { Link } from 'react-router-dom';
import { CERTIFICATION_TEXTS } from '../../../contract';

/** The congratulation both certification pages show once there is a score (spec). */
export function CertificationResult({ percent }: { percent: number }) {
  return (
    <div className="certification-result" role="status">
      <p className="certification-score">{CERTIFICATION_TEXTS.congratulation(percent)}</p>
      <p>{CERTIFICATION_TEXTS.pointer}</p>
      <Link className="button button-primary" to="/audit">
        {CERTIFICATION_TEXTS.opportunities}
      </Link>
    </div>
  );
}
