import { describe, expect, it } from 'vitest';
import {
  CERTIFICATION_ATTEMPTS,
  CERTIFICATION_PASS_PERCENT,
  canRetakeCertification,
  certificationStanding,
  certificationStandingLabel,
  isCertificationPassed,
} from '../../../src/contract';

/** Decision 0032: the pass mark, the standing every screen shows, and when a retake is allowed. */
describe('certification standing', () => {
  const scored = (score: number, attemptNumber = 1) =>
    certificationStanding({ score, submitted: true, attemptNumber });

  it('passes at the pass mark, not one step below it', () => {
    expect(CERTIFICATION_PASS_PERCENT).toBe(70);
    expect(isCertificationPassed(70)).toBe(true);
    expect(isCertificationPassed(65)).toBe(false);
    expect(scored(70).standing).toBe('PASSED');
    expect(scored(20).standing).toBe('NOT_PASSED');
  });

  it('tells a manager the truth, never a bare failing percent', () => {
    expect(certificationStandingLabel(certificationStanding(null))).toBe('Not taken');
    expect(
      certificationStandingLabel(certificationStanding({ score: null, submitted: false, attemptNumber: 1 })),
    ).toBe('Taking the test');
    expect(certificationStandingLabel(scored(20))).toBe('Not passed (20%)');
    expect(certificationStandingLabel(scored(85))).toBe('Passed (85%)');
    expect(
      certificationStandingLabel(certificationStanding({ score: null, submitted: false, attemptNumber: 2 })),
    ).toBe(`Not passed yet: retaking (attempt 2 of ${CERTIFICATION_ATTEMPTS})`);
  });

  it('allows a retake of a failed attempt while attempts remain', () => {
    expect(canRetakeCertification(scored(20, 1))).toBe(true);
    expect(canRetakeCertification(scored(20, CERTIFICATION_ATTEMPTS))).toBe(false);
    expect(canRetakeCertification(scored(90, 1))).toBe(false);
    expect(canRetakeCertification(certificationStanding(null))).toBe(false);
  });
});
