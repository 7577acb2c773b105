import { z } from 'zod';
import {
  CERTIFICATION_ATTEMPTS,
  CERTIFICATION_PASS_PERCENT,
  CERTIFICATION_STANDINGS,
  type CertificationStanding,
} from './certificationStanding';
import { DB_INTEGER_MAX } from './ids';

/**
 * The certification test (decisions 0022, 0032; docs/rules.md#certification): 20 questions of 5
 * marks, scored by the server. The client never receives which option is correct; each answer is
 * recorded as the auditor goes, so a reload resumes at the same question. A score below the pass
 * mark does not certify, and may be retaken while attempts remain (decision 0032).
 */

export const CERTIFICATION_OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

/** certificationStanding.ts's `CertificationStanding`, as the API reads and writes it */
export const certificationStandingSchema = z.object({
  standing: z.enum(CERTIFICATION_STANDINGS),
  /** the scored attempt's percent; null while no attempt is scored (a retake starts unscored) */
  score: z.number().int().nullable(),
  /** the attempt under way or last scored, from 1; 0 before the first answer */
  attempt: z.number().int(),
}) satisfies z.ZodType<CertificationStanding>;

export const CERTIFICATION_MESSAGES = {
  submitted: 'Certification Submit Successfully',
  alreadyTaken: 'You have already taken the certification test.',
  noWayBack: 'An answered question cannot be changed.',
  notNext: 'Answer the questions in order.',
  unknownQuestion: 'There is no such question.',
  unknownOption: 'Choose one of the options.',
  unanswered: 'Answer every question before you submit.',
  changedElsewhere: 'The test changed in another window. Reload to go on.',
  retakeUnscored: 'Finish the test before you take it again.',
  retakePassed: 'You passed the certification test: there is nothing to retake.',
  noAttemptsLeft: `You have used all ${CERTIFICATION_ATTEMPTS} attempts at the certification test.`,
} as const;

/** A question as the auditor sees it: its options without the one fact that matters. */
export const certificationQuestionSchema = z.object({
  question_number: z.number().int(),
  category: z.string(),
  heading: z.string(),
  extra_info: z.string(),
  extra_info_subheading: z.string(),
  img_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  question: z.string(),
  question_bold: z.string(),
  instruction: z.string(),
  underline: z.string(),
  options: z.array(z.object({ serial_number: z.string(), answer_text: z.string() })),
  marks: z.number().int(),
});
export type CertificationQuestion = z.infer<typeof certificationQuestionSchema>;

/**
 * GET auditor/certification: the questions, what the attempt under way has answered so far, the
 * score once it is submitted, and where the auditor stands.
 */
export const certificationStateSchema = z.object({
  questions: z.array(certificationQuestionSchema),
  /** question number → the letter chosen */
  answers: z.record(z.string(), z.string()),
  /** the percentage, once submitted */
  score: z.number().int().nullable(),
  standing: certificationStandingSchema,
});
export type CertificationState = z.infer<typeof certificationStateSchema>;

/** POST auditor/certification/answer */
export const certificationAnswerBodySchema = z.object({
  question_number: z.number().int().positive().max(DB_INTEGER_MAX),
  serial_number: z.enum(CERTIFICATION_OPTION_LETTERS, { error: CERTIFICATION_MESSAGES.unknownOption }),
  /** the attempt the answer is for: one sent before a retake does not land in the next attempt */
  attempt: z.number().int().positive().max(CERTIFICATION_ATTEMPTS).optional(),
});

/**
 * POST auditor/certification/retake (ours, decision 0032): the scored attempt to retake. Naming it
 * makes a double tap or a resend one retake: the second finds that attempt already retaken.
 */
export const certificationRetakeBodySchema = z.object({
  attempt: z.number().int().positive().max(CERTIFICATION_ATTEMPTS),
});

/**
 * POST auditor/certification_marks: the spec's client sent its own `marks`; ours may still send a
 * number, which the server ignores, since the score is its own to compute.
 */
export const certificationSubmitBodySchema = z.object({ marks: z.number().optional() }).optional();

/** GET auditor/certification_marks (spec), and the answer to a submit. */
export const certificationMarksSchema = z.object({ certification_score: z.string().nullable() });

/** The test's screens (docs/rules.md#certification); the percent is the server's score. */
export const CERTIFICATION_TEXTS = {
  title: 'Certification Test',
  lead: 'The test checks the skills an audit needs:',
  checks: [
    'Comprehension: reading a passage and answering from it',
    'Visual observation: noticing the details of a picture',
    'Listening: following a recorded conversation',
    'English grammar',
    'Problem solving',
  ],
  rulesHeading: 'Before you start',
  rules: [
    // the spec's "registered on completion" and "only 1 attempt" gave a certificate for any score
    `You pass with ${CERTIFICATION_PASS_PERCENT}% or more, and are then registered as a Certified Auditor.`,
    'There is no going back: an answered question cannot be changed.',
    `You have ${CERTIFICATION_ATTEMPTS} attempts: if you do not pass, read the shopper guide and take the test again.`,
    'The score is out of 100.',
    'There is no time limit, but the test takes about 20 minutes.',
    // the spec's client asked auditors not to refresh; ours records each answer as it is given
    'Your answers are saved as you go: if the page reloads or the connection drops, you go on from the same question.',
  ],
  understood: 'I have read & understood the instructions',
  start: 'Start Test',
  resume: 'Continue the Test',
  questionOf: (current: number, total: number) => `Question ${current}/${total}`,
  next: 'Next',
  submit: 'Submit',
  transcript: 'Cannot listen? Read the transcript',
  attemptOf: (attempt: number) => `Attempt ${attempt} of ${CERTIFICATION_ATTEMPTS}`,
  congratulation: (percent: number) => `Congratulations! You scored ${percent}% in the certification test.`,
  pointer: `You passed (the pass mark is ${CERTIFICATION_PASS_PERCENT}%): you are a Certified Auditor now. Find audits near you in the View Opportunities tab.`,
  opportunities: 'View Opportunities',
  notPassed: (percent: number) => `You scored ${percent}% in the certification test: not passed yet.`,
  passMark: `The pass mark is ${CERTIFICATION_PASS_PERCENT}%, so you are not a Certified Auditor yet.`,
  tryAgain: (left: number) =>
    `Read the shopper guide, then take the test again: you have ${left} more attempt${left === 1 ? '' : 's'}. The questions are the same, and you answer them afresh.`,
  noneLeft: (supportEmail: string) =>
    `You have used all ${CERTIFICATION_ATTEMPTS} attempts. To ask for another, write to ${supportEmail}.`,
  readGuide: 'Read the Shopper Guide',
  retake: 'Take the Test Again',
  retaking: 'Starting...',
  offline: 'The test needs a connection. Your choice is kept: press the button again once you are online.',
} as const;
