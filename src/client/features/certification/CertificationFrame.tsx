import type { ReactNode } from 'react';
import { CERTIFICATION_TEXTS, type CertificationState } from '../../../contract';
import { getCertification } from '../../api/certification';
import { type RemoteDataControls, useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { CertificationResult } from './CertificationResult';
import './certification.css';

interface CertificationFrameProps {
  /** what the page shows while the test is not scored yet */
  open: (test: CertificationState, controls: RemoteDataControls<CertificationState>) => ReactNode;
}

/**
 * What both certification pages share (spec): the test as the server has it, its loading and
 * error states, and the result instead of the page once the attempt is scored (decision 0032).
 */
export function CertificationFrame({ open }: CertificationFrameProps) {
  const test = useRemoteData(getCertification);
  return (
    <Card className="certification">
      <h1 className="page-title">{CERTIFICATION_TEXTS.title}</h1>
      {test.status === 'loading' ? <Spinner label="Loading the test" /> : null}
      {test.status === 'error' ? <ErrorNotice onRetry={test.retry} /> : null}
      {test.status === 'ready' && test.data.score !== null ? (
        <CertificationResult
          standing={test.data.standing}
          onRetaken={(next) => test.update(() => next)}
          onStale={test.refresh}
        />
      ) : null}
      {test.status === 'ready' && test.data.score === null ? open(test.data, test) : null}
    </Card>
  );
}
