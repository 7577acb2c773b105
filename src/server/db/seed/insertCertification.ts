import type { Db } from '../database';
import { CERTIFICATION_MARKS, CERTIFICATION_QUESTIONS } from './certificationQuestions';
import type { SeedCalendar } from './seedCalendar';

/** Questions the demo auditor got wrong: 17 of 20 right makes the score of 85 the screens show. */
const DEMO_MISSED_QUESTIONS = new Set([7, 13, 18]);

/** The 20 test questions, and the demo auditor's one submitted attempt. */
export async function insertCertification(
  db: Db,
  calendar: SeedCalendar,
  demoAuditorId: number,
): Promise<void> {
  await db
    .insertInto('certification_questions')
    .values(
      CERTIFICATION_QUESTIONS.map((q, index) => ({
        question_number: index + 1,
        category: q.category,
        heading: q.heading,
        extra_info: q.extraInfo,
        extra_info_subheading: q.extraInfoSubheading,
        img_url: q.imgUrl,
        audio_url: q.audioUrl,
        question: q.question,
        question_bold: q.questionBold,
        instruction: q.instruction,
        underline: q.underline,
        options: JSON.stringify(q.options),
        marks: CERTIFICATION_MARKS,
      })),
    )
    .execute();

  // answers: question number -> chosen serial letter
  const answers: Record<string, string> = {};
  let score = 0;
  for (const [index, q] of CERTIFICATION_QUESTIONS.entries()) {
    const number = index + 1;
    const chosen = q.options.find((o) => o.isCorrect !== DEMO_MISSED_QUESTIONS.has(number));
    if (!chosen) continue;
    answers[String(number)] = chosen.serialNumber;
    if (chosen.isCorrect) score += CERTIFICATION_MARKS;
  }
  await db
    .insertInto('certification_attempts')
    .values({
      user_id: demoAuditorId,
      answers: JSON.stringify(answers),
      score,
      started_at: calendar.timestamp(-400, 20, 2),
      submitted_at: calendar.timestamp(-400, 20, 24),
    })
    .execute();
}
