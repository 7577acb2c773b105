import {
  CERTIFICATION_MARKS,
  CERTIFICATION_QUESTIONS,
} from '../../src/server/tools/seed/certificationQuestions';
import { createUser, type Harness, ORIGIN, sessionFor } from './harness';

/** The certification tests' world: the seed's 20 questions, and auditors who answer them. */

export async function insertQuestions(h: Harness) {
  await h.db
    .insertInto('certification_questions')
    .values(
      CERTIFICATION_QUESTIONS.map((q, index) => ({
        question_number: index + 1,
        category: q.category,
        question: q.question,
        img_url: q.imgUrl,
        audio_url: q.audioUrl,
        options: JSON.stringify(q.options),
        marks: CERTIFICATION_MARKS,
      })),
    )
    .execute();
}

export const correct = (number: number) =>
  CERTIFICATION_QUESTIONS[number - 1]?.options.find((o) => o.isCorrect)?.serialNumber ?? 'A';
export const wrong = (number: number) =>
  CERTIFICATION_QUESTIONS[number - 1]?.options.find((o) => !o.isCorrect)?.serialNumber ?? 'A';

/** A new auditor signed in, with their calls to the certification routes. */
export async function certificationAuditor(h: Harness) {
  const user = await createUser(h.db);
  const cookie = await sessionFor(h.app, user.email, user.password);
  const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    h.app.inject({
      method,
      url: `/api/auditor/${url}`,
      headers: { cookie, ...(method === 'POST' ? { origin: ORIGIN } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const answer = (number: number, letter: string, attempt?: number) =>
    send('POST', 'certification/answer', {
      question_number: number,
      serial_number: letter,
      ...(attempt === undefined ? {} : { attempt }),
    });
  /** answers all 20, `right` of them correctly (the first ones), and submits: the score is 5 × right */
  const takeTest = async (right: number, attempt?: number) => {
    for (let number = 1; number <= 20; number += 1) {
      const answered = await answer(number, number <= right ? correct(number) : wrong(number), attempt);
      if (answered.statusCode !== 200) throw new Error(`question ${number}: ${answered.body}`);
    }
    return send('POST', 'certification_marks', {});
  };
  const retake = (attempt: number) => send('POST', 'certification/retake', { attempt });
  return { user, send, answer, takeTest, retake };
}
