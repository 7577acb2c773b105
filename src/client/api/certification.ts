import type { CERTIFICATION_OPTION_LETTERS, CertificationState } from '../../contract';
import * as endpoints from '../../contract/endpoints/certification';
import { call } from './call';

/** The certification test (decisions 0022, 0032). */

export const getCertification = (): Promise<CertificationState> => call(endpoints.test);

/**
 * Records one answer of `attempt`; the server answers with the test as it now stands. Naming the
 * attempt keeps an answer sent before a retake out of the next attempt.
 */
export const answerCertification = (
  questionNumber: number,
  serialNumber: string,
  attempt: number,
): Promise<CertificationState> =>
  call(endpoints.answer, {
    body: {
      question_number: questionNumber,
      // the letter as chosen on this device: the server refuses any other with its message
      serial_number: serialNumber as (typeof CERTIFICATION_OPTION_LETTERS)[number],
      attempt,
    },
  });

/** Scores the recorded answers; resolves to the percentage. */
export async function submitCertification(): Promise<number> {
  const marks = await call(endpoints.submit, { body: {} });
  return Number(marks.certification_score);
}

/**
 * Starts the attempt after `attempt`, scored below the pass mark (decision 0032). The server makes
 * one retake of it however often this is sent, and answers with the new attempt's test.
 */
export const retakeCertification = (attempt: number): Promise<CertificationState> =>
  call(endpoints.retake, { body: { attempt } });
