import { CertificationFrame } from './CertificationFrame';
import { CertificationStep } from './CertificationStep';

/**
 * /certification/questions (spec): one question at a time, at the first one the server has no
 * answer for, so a reload or another device goes on where the auditor was; the result once scored.
 */
export function CertificationQuestionsPage() {
  return (
    <CertificationFrame
      open={(test, controls) => (
        <CertificationStep
          test={test}
          onChange={(next) => controls.update(() => next)}
          onStale={controls.refresh}
        />
      )}
    />
  );
}
