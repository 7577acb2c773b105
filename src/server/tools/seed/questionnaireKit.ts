import type { ProofKind, QuestionOption, QuestionType } from '../../../contract';

/** A questionnaire as written by a project manager; ids and sequences are assigned on insert. */
export interface QuestionSeed {
  type: QuestionType;
  /** markdown */
  text: string;
  /** MUTEX and MULTISELECT only, best answer first */
  options: Array<{ value: string; marks: number }>;
  /** a zero-marks MUTEX answer then needs a comment */
  commentOnZero: boolean;
  hidden: boolean;
  /** PLAIN only: what a careful auditor types, used to fill the seeded reports */
  sampleAnswer: string;
}

export interface SectionSeed {
  name: string;
  hideComment: boolean;
  minimumAttachments: number;
  questions: QuestionSeed[];
  /** `kind`: the file the tag stands for, null for any file (decision 0033) */
  proofTags: Array<{ tag: string; required: boolean; kind: ProofKind | null }>;
}

type Choice = [value: string, marks: number];

export function mutex(
  text: string,
  choices: Choice[],
  flags: { commentOnZero?: boolean; hidden?: boolean } = {},
): QuestionSeed {
  return {
    type: 'MUTEX',
    text,
    options: choices.map(([value, marks]) => ({ value, marks })),
    commentOnZero: flags.commentOnZero ?? false,
    hidden: flags.hidden ?? false,
    sampleAnswer: '',
  };
}

export function multiselect(text: string, choices: Choice[]): QuestionSeed {
  return { ...mutex(text, choices), type: 'MULTISELECT' };
}

export function plain(text: string, sampleAnswer: string): QuestionSeed {
  return { type: 'PLAIN', text, options: [], commentOnZero: false, hidden: false, sampleAnswer };
}

export const YES_NO: Choice[] = [
  ['Yes', 5],
  ['No', 0],
];

export function section(
  name: string,
  questions: QuestionSeed[],
  proofTags: Array<[tag: string, required: boolean, kind: ProofKind | null]>,
  layout: { hideComment?: boolean; minimumAttachments?: number } = {},
): SectionSeed {
  return {
    name,
    hideComment: layout.hideComment ?? false,
    minimumAttachments: layout.minimumAttachments ?? 0,
    questions,
    proofTags: proofTags.map(([tag, required, kind]) => ({ tag, required, kind })),
  };
}

/** Options as stored: JSON `[{sequence, value, marks}]`, sequence from 1. */
export function storedOptions(question: QuestionSeed): QuestionOption[] {
  return question.options.map((option, index) => ({ sequence: index + 1, ...option }));
}

/** A MUTEX can earn its best option; a MULTISELECT the sum of its options; PLAIN is not scored. */
export function maxMarks(question: QuestionSeed): number {
  const marks = question.options.map((option) => option.marks);
  if (question.type === 'MUTEX') return Math.max(0, ...marks);
  if (question.type === 'MULTISELECT') return marks.reduce((sum, m) => sum + Math.max(0, m), 0);
  return 0;
}
