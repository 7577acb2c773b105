import type { Db } from '../db/database';

/**
 * The certification test as the database holds it (decision 0036): its questions, options as
 * JSON text, and one attempt row per auditor whose answers are JSON text too. Every change of an
 * attempt is a compare-and-set on what was read, answering whether it landed (decision 0022).
 */

export function questionsInOrder(db: Db) {
  return db.selectFrom('certification_questions').selectAll().orderBy('question_number').execute();
}

export function attemptOf(db: Db, userId: number) {
  return db
    .selectFrom('certification_attempts')
    .select(['id', 'answers', 'score', 'submitted_at', 'attempt_number'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Starts the user's first attempt, with no answer, unless they have a row already. */
export async function startAttemptOnce(db: Db, userId: number, at: string): Promise<void> {
  await db
    .insertInto('certification_attempts')
    .values({ user_id: userId, answers: '{}', started_at: at })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

const landed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

/** Writes the answers if the open attempt still holds `read` (its answers and number). */
export async function writeAnswers(
  db: Db,
  read: { id: number; answers: string; attempt_number: number },
  answers: string,
): Promise<boolean> {
  return landed(
    await db
      .updateTable('certification_attempts')
      .set({ answers })
      .where('id', '=', read.id)
      .where('answers', '=', read.answers)
      .where('attempt_number', '=', read.attempt_number)
      .where('submitted_at', 'is', null)
      .executeTakeFirst(),
  );
}

/** Scores the attempt if it is still open. */
export async function writeScore(db: Db, attemptId: number, score: number, at: string): Promise<boolean> {
  return landed(
    await db
      .updateTable('certification_attempts')
      .set({ score, submitted_at: at })
      .where('id', '=', attemptId)
      .where('submitted_at', 'is', null)
      .executeTakeFirst(),
  );
}

/**
 * Turns the scored attempt `read` (its number and submission) into the next one, with no answer
 * and no score, if it is still that attempt.
 */
export async function startNextAttempt(
  db: Db,
  read: { id: number; attempt_number: number; submitted_at: string },
  at: string,
): Promise<boolean> {
  return landed(
    await db
      .updateTable('certification_attempts')
      .set({
        answers: '{}',
        score: null,
        submitted_at: null,
        started_at: at,
        attempt_number: read.attempt_number + 1,
      })
      .where('id', '=', read.id)
      .where('attempt_number', '=', read.attempt_number)
      .where('submitted_at', '=', read.submitted_at)
      .executeTakeFirst(),
  );
}
