/**
 * Where an auditor stands in the certification test (decision 0032), as the dashboard, the details
 * page and the manager's screens say it. Apart from the test's schemas (certification.ts), so the
 * dashboard's profile card loads no zod (decision 0051).
 */

/**
 * The pass mark in percent (decision 0032): 14 of the 20 questions. The spec's score colours turn
 * yellow at 70, the lowest band that is not a warning (orange from 50, red below).
 */
export const CERTIFICATION_PASS_PERCENT = 70;

/** Attempts in all: the first and two retakes (decision 0032). */
export const CERTIFICATION_ATTEMPTS = 3;

export const isCertificationPassed = (percent: number): boolean => percent >= CERTIFICATION_PASS_PERCENT;

/**
 * Where an auditor stands: not taken (no answer yet), taking it (an attempt under way, the first
 * or a retake), passed or not passed (the last attempt's score against the pass mark).
 */
export const CERTIFICATION_STANDINGS = ['NOT_TAKEN', 'TAKING', 'PASSED', 'NOT_PASSED'] as const;
export type CertificationStandingName = (typeof CERTIFICATION_STANDINGS)[number];

/** What the account's answers carry of the certification (the schema: certification.ts). */
export interface CertificationStanding {
  standing: CertificationStandingName;
  /** the scored attempt's percent; null while no attempt is scored (a retake starts unscored) */
  score: number | null;
  /** the attempt under way or last scored, from 1; 0 before the first answer */
  attempt: number;
}

/** The standing of a stored attempt (none: not taken); every screen and call derives it here. */
export function certificationStanding(
  attempt: { score: number | null; submitted: boolean; attemptNumber: number } | null,
): CertificationStanding {
  if (!attempt) return { standing: 'NOT_TAKEN', score: null, attempt: 0 };
  if (!attempt.submitted || attempt.score === null)
    return { standing: 'TAKING', score: null, attempt: attempt.attemptNumber };
  return {
    standing: isCertificationPassed(attempt.score) ? 'PASSED' : 'NOT_PASSED',
    score: attempt.score,
    attempt: attempt.attemptNumber,
  };
}

/** A scored attempt below the pass mark, with an attempt left: the server retakes only this. */
export const canRetakeCertification = (standing: CertificationStanding): boolean =>
  standing.standing === 'NOT_PASSED' && standing.attempt < CERTIFICATION_ATTEMPTS;

/** The standing in a manager's words (the application screens): never a bare failing percent. */
export function certificationStandingLabel(standing: CertificationStanding): string {
  switch (standing.standing) {
    case 'NOT_TAKEN':
      return 'Not taken';
    case 'TAKING':
      return standing.attempt > 1
        ? `Not passed yet: retaking (attempt ${standing.attempt} of ${CERTIFICATION_ATTEMPTS})`
        : 'Taking the test';
    case 'PASSED':
      return `Passed (${standing.score}%)`;
    case 'NOT_PASSED':
      return `Not passed (${standing.score}%)`;
  }
}

/** The standing on the auditor's dashboard and details page, beside the score (decision 0032). */
export const CERTIFICATION_STANDING_TEXTS = {
  notPassed: (percent: number) => `${percent}%, not passed`,
  retake: 'Take the test again',
  whatNext: 'See what to do',
  carryOn: 'Continue the certification test',
} as const;
