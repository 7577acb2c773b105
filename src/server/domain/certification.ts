import {
  CERTIFICATION_MESSAGES,
  type CertificationQuestion,
  type CertificationStanding,
  type CertificationState,
  canRetakeCertification,
  certificationStanding,
} from '../../contract';
import type { Db } from '../db/database';
import {
  attemptOf,
  questionsInOrder,
  startAttemptOnce,
  startNextAttempt,
  writeAnswers,
  writeScore,
} from '../repositories/certification';
import { fieldsRefused, refused } from './errors';

/**
 * The certification test, kept by the server (decision 0022): the questions go out
 * without their correct option, each answer is recorded as it is given (so a reload resumes where
 * the auditor was), answers come in order and cannot be changed, and the score is computed here
 * once per attempt, whatever two tabs do. A score below the pass mark may be retaken while
 * attempts remain (decision 0032).
 */

interface StoredOption {
  answerText: string;
  isCorrect: boolean;
  serialNumber: string;
}

async function loadQuestions(db: Db) {
  const rows = await questionsInOrder(db);
  return rows.map((row) => ({ ...row, options: JSON.parse(row.options) as StoredOption[] }));
}

const publicQuestion = (row: Awaited<ReturnType<typeof loadQuestions>>[number]): CertificationQuestion => ({
  question_number: row.question_number,
  category: row.category,
  heading: row.heading,
  extra_info: row.extra_info,
  extra_info_subheading: row.extra_info_subheading,
  img_url: row.img_url,
  audio_url: row.audio_url,
  question: row.question,
  question_bold: row.question_bold,
  instruction: row.instruction,
  underline: row.underline,
  // the options without isCorrect: the answer never leaves the server
  options: row.options.map((option) => ({
    serial_number: option.serialNumber,
    answer_text: option.answerText,
  })),
  marks: row.marks,
});

/** An attempt row's columns, as read alone or through a left join (null: no row). */
interface AttemptRow {
  score: number | null;
  submitted_at: string | null;
  attempt_number: number | null;
}

/** Where the auditor stands, from their attempt row (none: not taken), by the contract's rule. */
export const standingOf = (row: AttemptRow | undefined): CertificationStanding =>
  certificationStanding(
    row && row.attempt_number !== null
      ? { score: row.score, submitted: row.submitted_at !== null, attemptNumber: row.attempt_number }
      : null,
  );

const parseAnswers = (json: string | undefined) => (json ? (JSON.parse(json) as Record<string, string>) : {});

export async function certificationState(db: Db, userId: number): Promise<CertificationState> {
  const [questions, attempt] = await Promise.all([loadQuestions(db), attemptOf(db, userId)]);
  return {
    questions: questions.map(publicQuestion),
    answers: parseAnswers(attempt?.answers),
    score: attempt?.submitted_at ? attempt.score : null,
    standing: standingOf(attempt),
  };
}

/**
 * Records one answer: the next unanswered question only; the same answer again (a resend) is
 * accepted and changes nothing. The write is a compare-and-set on the answers it read, so two tabs
 * answering at once cannot both land; the second is told to reload.
 */
export async function recordCertificationAnswer(
  db: Db,
  userId: number,
  answer: { question_number: number; serial_number: string; attempt?: number | undefined },
): Promise<CertificationState> {
  const questions = await loadQuestions(db);
  const question = questions.find((q) => q.question_number === answer.question_number);
  if (!question) throw fieldsRefused({ question_number: [CERTIFICATION_MESSAGES.unknownQuestion] });
  if (!question.options.some((option) => option.serialNumber === answer.serial_number))
    throw fieldsRefused({ serial_number: [CERTIFICATION_MESSAGES.unknownOption] });
  await startAttemptOnce(db, userId, new Date().toISOString());
  const attempt = await attemptOf(db, userId);
  if (!attempt) throw refused(CERTIFICATION_MESSAGES.alreadyTaken);
  // an answer meant for another attempt (sent before a retake) never lands in this one
  if (answer.attempt !== undefined && answer.attempt !== attempt.attempt_number)
    throw refused(CERTIFICATION_MESSAGES.changedElsewhere);
  if (attempt.submitted_at) throw refused(CERTIFICATION_MESSAGES.alreadyTaken);
  const answers = parseAnswers(attempt.answers);
  const key = String(answer.question_number);
  if (answers[key] !== undefined) {
    if (answers[key] === answer.serial_number) return certificationState(db, userId);
    throw refused(CERTIFICATION_MESSAGES.noWayBack);
  }
  const next = questions.find((q) => answers[String(q.question_number)] === undefined);
  if (next?.question_number !== answer.question_number) throw refused(CERTIFICATION_MESSAGES.notNext);
  const written = await writeAnswers(
    db,
    attempt,
    JSON.stringify({ ...answers, [key]: answer.serial_number }),
  );
  if (!written) throw refused(CERTIFICATION_MESSAGES.changedElsewhere);
  return certificationState(db, userId);
}

/**
 * Scores the attempt: the marks of the correct answers as a percentage of all the marks. It is
 * written only while the attempt is still open (`submitted_at is null`), so of two submits at
 * once one scores and the other is told the test is taken.
 */
export async function submitCertification(db: Db, userId: number): Promise<number> {
  const [questions, attempt] = await Promise.all([loadQuestions(db), attemptOf(db, userId)]);
  if (attempt?.submitted_at) throw refused(CERTIFICATION_MESSAGES.alreadyTaken);
  const answers = parseAnswers(attempt?.answers);
  if (!attempt || questions.some((q) => answers[String(q.question_number)] === undefined))
    throw refused(CERTIFICATION_MESSAGES.unanswered);
  const total = questions.reduce((sum, q) => sum + q.marks, 0);
  const earned = questions.reduce((sum, q) => {
    const chosen = q.options.find((option) => option.serialNumber === answers[String(q.question_number)]);
    return sum + (chosen?.isCorrect ? q.marks : 0);
  }, 0);
  const score = total === 0 ? 0 : Math.round((100 * earned) / total);
  if (!(await writeScore(db, attempt.id, score, new Date().toISOString())))
    throw refused(CERTIFICATION_MESSAGES.alreadyTaken);
  return score;
}

/** Why a retake of `attempt` cannot be had, said from the row as it stands. */
function retakeRefusal(row: AttemptRow | undefined, attempt: number): string {
  const standing = standingOf(row);
  if (standing.standing === 'PASSED') return CERTIFICATION_MESSAGES.retakePassed;
  if (standing.attempt !== attempt && standing.standing !== 'NOT_TAKEN')
    return CERTIFICATION_MESSAGES.changedElsewhere;
  if (standing.standing !== 'NOT_PASSED') return CERTIFICATION_MESSAGES.retakeUnscored;
  return CERTIFICATION_MESSAGES.noAttemptsLeft;
}

/**
 * Starts the next attempt after a score below the pass mark (decision 0032): the answers are
 * cleared and the same questions are asked again from the first. The request names the scored
 * attempt it retakes; the contract's canRetakeCertification decides, and the write is a
 * compare-and-set on that attempt, so of a double tap, a resend or two tabs one retake is made. The
 * others find that attempt retaken already and get the test as it now stands, changing nothing.
 */
export async function retakeCertification(
  db: Db,
  userId: number,
  body: { attempt: number },
): Promise<CertificationState> {
  const retaken = (row: AttemptRow | undefined) => row?.attempt_number === body.attempt + 1;
  const row = await attemptOf(db, userId);
  if (retaken(row)) return certificationState(db, userId);
  const standing = standingOf(row);
  if (!row?.submitted_at || standing.attempt !== body.attempt || !canRetakeCertification(standing))
    throw refused(retakeRefusal(row, body.attempt));
  const scored = { id: row.id, attempt_number: body.attempt, submitted_at: row.submitted_at };
  if (await startNextAttempt(db, scored, new Date().toISOString())) return certificationState(db, userId);
  const now = await attemptOf(db, userId);
  if (retaken(now)) return certificationState(db, userId);
  throw refused(retakeRefusal(now, body.attempt));
}

/** GET auditor/certification_marks: the score as the spec's string, once submitted. */
export async function certificationMarks(
  db: Db,
  userId: number,
): Promise<{ certification_score: string | null }> {
  const attempt = await attemptOf(db, userId);
  return {
    certification_score: attempt?.submitted_at && attempt.score !== null ? String(attempt.score) : null,
  };
}
