import { type CertificationState, certificationMarksSchema, certificationStateSchema } from '../../contract';
import { http } from './http';

/** The certification test (spec: Certification; issue 14, decisions 0022, 0032). */

export const getCertification = (): Promise<CertificationState> =>
  http.get('auditor/certification').json(certificationStateSchema);

/**
 * Records one answer of `attempt`; the server answers with the test as it now stands. Naming the
 * attempt keeps an answer sent before a retake out of the next attempt.
 */
export const answerCertification = (
  questionNumber: number,
  serialNumber: string,
  attempt: number,
): Promise<CertificationState> =>
  http
    .post('auditor/certification/answer', {
      json: { question_number: questionNumber, serial_number: serialNumber, attempt },
    })
    .json(certificationStateSchema);

/** Scores the recorded answers; resolves to the percentage. */
export async function submitCertification(): Promise<number> {
  const marks = await http.post('auditor/certification_marks', { json: {} }).json(certificationMarksSchema);
  return Number(marks.certification_score);
}

/**
 * Starts the attempt after `attempt`, scored below the pass mark (decision 0032). The server makes
 * one retake of it however often this is sent, and answers with the new attempt's test.
 */
export const retakeCertification = (attempt: number): Promise<CertificationState> =>
  http.post('auditor/certification/retake', { json: { attempt } }).json(certificationStateSchema);
