import { type CertificationState, certificationMarksSchema, certificationStateSchema } from '../../contract';
import { http } from './http';

/** The certification test (spec: Certification; issue 14, decision 0022). */

export const getCertification = (): Promise<CertificationState> =>
  http.get('auditor/certification').json(certificationStateSchema);

/** Records one answer; the server answers with the test as it now stands. */
export const answerCertification = (
  questionNumber: number,
  serialNumber: string,
): Promise<CertificationState> =>
  http
    .post('auditor/certification/answer', {
      json: { question_number: questionNumber, serial_number: serialNumber },
    })
    .json(certificationStateSchema);

/** Scores the recorded answers; resolves to the percentage. */
export async function submitCertification(): Promise<number> {
  const marks = await http.post('auditor/certification_marks', { json: {} }).json(certificationMarksSchema);
  return Number(marks.certification_score);
}
