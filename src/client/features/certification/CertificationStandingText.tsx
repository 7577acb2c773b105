import { Link } from 'react-router-dom';
import {
  CERTIFICATION_STANDING_TEXTS,
  type CertificationStanding,
  canRetakeCertification,
  DETAILS_TEXTS,
} from '../../../contract';

/**
 * The auditor's certification on the dashboard's profile card and the details page: the score,
 * and whether it passed (decision 0032), with the way to the test while it is not passed. A
 * failing score is never shown alone, as if it certified.
 */
export function CertificationStandingText({
  standing,
  notTakenPrefix,
}: {
  standing: CertificationStanding;
  /** what stands before the link while the test is not taken (the details page's N/A) */
  notTakenPrefix?: string;
}) {
  switch (standing.standing) {
    case 'PASSED':
      return <>{standing.score}%</>;
    case 'NOT_PASSED':
      return (
        <>
          {CERTIFICATION_STANDING_TEXTS.notPassed(standing.score ?? 0)}{' '}
          <Link to="/certification">
            {canRetakeCertification(standing)
              ? CERTIFICATION_STANDING_TEXTS.retake
              : CERTIFICATION_STANDING_TEXTS.whatNext}
          </Link>
        </>
      );
    case 'TAKING':
      return <Link to="/certification">{CERTIFICATION_STANDING_TEXTS.carryOn}</Link>;
    case 'NOT_TAKEN':
      return (
        <>
          {notTakenPrefix ? `${notTakenPrefix} ` : null}
          <Link to="/certification">{DETAILS_TEXTS.takeCertification}</Link>
        </>
      );
  }
}
