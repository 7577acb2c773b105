import { isCertificationPassed } from '../../../contract';
import type { Db } from '../../db/database';
import { CERTIFICATION_MARKS, CERTIFICATION_QUESTIONS } from './certificationQuestions';
import { need } from './lookup';
import type { SeedCalendar } from './seedCalendar';

/**
 * Who of the seeded auditors has taken the test, and how it went (decision 0032). The score is not
 * written here: it is the marks of the answers recorded, as the server scores them. The auditors
 * who hold audits all passed (Meera on her retake); Karthik, applying now, scored below the pass
 * mark, so a manager sees "Not passed" on his applications; Imran, Kavya and Deepak have not taken
 * it.
 */
export const SEEDED_ATTEMPTS: ReadonlyArray<{
  auditor: string;
  /** the questions answered wrongly: each costs 5 of the 100 marks */
  missed: readonly number[];
  attempt: number;
  daysAgo: number;
}> = [
  // 17 of 20 right: the 85 the demo auditor's screens show
  { auditor: 'demo', missed: [7, 13, 18], attempt: 1, daysAgo: 400 },
  { auditor: 'rohan', missed: [3, 9, 12, 17], attempt: 1, daysAgo: 190 },
  { auditor: 'priya', missed: [15], attempt: 1, daysAgo: 300 },
  { auditor: 'meera', missed: [2, 6, 11, 14, 19], attempt: 2, daysAgo: 120 },
  { auditor: 'harsh', missed: [1, 5, 8, 10, 16, 20], attempt: 1, daysAgo: 90 },
  { auditor: 'sneha', missed: [4, 12], attempt: 1, daysAgo: 60 },
  { auditor: 'karthik', missed: [2, 4, 7, 9, 11, 13, 15, 18, 20], attempt: 1, daysAgo: 3 },
];

/** How many days ago the auditor passed the test; null: not passed. */
export function passedDaysAgo(auditor: string): number | null {
  const passed = SEEDED_ATTEMPTS.find(
    (a) =>
      a.auditor === auditor &&
      isCertificationPassed((CERTIFICATION_QUESTIONS.length - a.missed.length) * CERTIFICATION_MARKS),
  );
  return passed?.daysAgo ?? null;
}

/** The 20 test questions, and the seeded auditors' submitted attempts. */
export async function insertCertification(
  db: Db,
  calendar: SeedCalendar,
  userIds: ReadonlyMap<string, number>,
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

  for (const seeded of SEEDED_ATTEMPTS) {
    // answers: question number -> chosen serial letter
    const answers: Record<string, string> = {};
    let score = 0;
    for (const [index, q] of CERTIFICATION_QUESTIONS.entries()) {
      const number = index + 1;
      const chosen = q.options.find((o) => o.isCorrect !== seeded.missed.includes(number));
      if (!chosen) continue;
      answers[String(number)] = chosen.serialNumber;
      if (chosen.isCorrect) score += CERTIFICATION_MARKS;
    }
    await db
      .insertInto('certification_attempts')
      .values({
        user_id: need(userIds, seeded.auditor, 'auditor'),
        answers: JSON.stringify(answers),
        score,
        attempt_number: seeded.attempt,
        started_at: calendar.timestamp(-seeded.daysAgo, 20, 2),
        submitted_at: calendar.timestamp(-seeded.daysAgo, 20, 24),
      })
      .execute();
  }
}
