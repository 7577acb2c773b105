import { z } from 'zod';
import { DB_INTEGER_MAX } from './ids';

/**
 * The certification test (spec: Certification; issue 14): 20 questions of 5 marks, scored by the
 * server. The client never receives which option is correct; each answer is recorded as the
 * auditor goes, so a reload resumes at the same question, and there is one attempt only.
 */

export const CERTIFICATION_OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;

export const CERTIFICATION_MESSAGES = {
  submitted: 'Certification Submit Successfully',
  alreadyTaken: 'You have already taken the certification test.',
  noWayBack: 'An answered question cannot be changed.',
  notNext: 'Answer the questions in order.',
  unknownQuestion: 'There is no such question.',
  unknownOption: 'Choose one of the options.',
  unanswered: 'Answer every question before you submit.',
  changedElsewhere: 'The test changed in another window. Reload to go on.',
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

/** GET auditor/certification: the questions, what is answered so far, and the score once submitted. */
export const certificationStateSchema = z.object({
  questions: z.array(certificationQuestionSchema),
  /** question number → the letter chosen */
  answers: z.record(z.string(), z.string()),
  /** the percentage, once submitted */
  score: z.number().int().nullable(),
});
export type CertificationState = z.infer<typeof certificationStateSchema>;

/** POST auditor/certification/answer */
export const certificationAnswerBodySchema = z.object({
  question_number: z.number().int().positive().max(DB_INTEGER_MAX),
  serial_number: z.enum(CERTIFICATION_OPTION_LETTERS, { error: CERTIFICATION_MESSAGES.unknownOption }),
});

/**
 * POST auditor/certification_marks: the spec's client sent its own `marks`; ours may still send a
 * number, which the server ignores, since the score is its own to compute.
 */
export const certificationSubmitBodySchema = z.object({ marks: z.number().optional() }).optional();

/** GET auditor/certification_marks (spec), and the answer to a submit. */
export const certificationMarksSchema = z.object({ certification_score: z.string().nullable() });

/** The test's screens (spec: Certification); the percent is the server's score. */
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
    'When you complete the test you are registered as a Certified Auditor.',
    'There is no going back: an answered question cannot be changed.',
    'You have only 1 attempt.',
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
  congratulation: (percent: number) => `Congratulations! You scored ${percent}% in the certification test.`,
  pointer: 'You are a Certified Auditor now: find audits near you in the View Opportunities tab.',
  opportunities: 'View Opportunities',
  offline: 'The test needs a connection. Your choice is kept: press the button again once you are online.',
} as const;
