import {
  certificationAnswerBodySchema,
  certificationMarksSchema,
  certificationRetakeBodySchema,
  certificationStateSchema,
  certificationSubmitBodySchema,
} from '../certification';
import { endpoint } from '../endpoint';

export const test = endpoint('GET', 'auditor', '/certification', { answer: certificationStateSchema });
/** one answer of an attempt; answers the test as it now stands */
export const answer = endpoint('POST', 'auditor', '/certification/answer', {
  body: certificationAnswerBodySchema,
  answer: certificationStateSchema,
});
/** the attempt after a scored one below the pass mark (decision 0032) */
export const retake = endpoint('POST', 'auditor', '/certification/retake', {
  body: certificationRetakeBodySchema,
  answer: certificationStateSchema,
});
export const marks = endpoint('GET', 'auditor', '/certification_marks', { answer: certificationMarksSchema });
/** scores the recorded answers */
export const submit = endpoint('POST', 'auditor', '/certification_marks', {
  body: certificationSubmitBodySchema,
  answer: certificationMarksSchema,
});

/**
 * The certification test (the original portal's certification_marks, and ours; decisions 0022,
 * 0032).
 */
export const CERTIFICATION_ENDPOINTS = { test, answer, retake, marks, submit };
