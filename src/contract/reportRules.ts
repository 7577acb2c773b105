import { chosenAnswer } from './chosenAnswer';
import { REPORT_LIMITS } from './reportTexts';

export { chosenAnswer };

/**
 * Report rules shared by the report screen (to highlight) and the server (to enforce): which
 * questions show, what counts as answered, the completion percentage and the submit checks.
 */
export interface RuleQuestion {
  id: number;
  question_type: 'PLAIN' | 'MUTEX' | 'MULTISELECT';
  options: Array<{ value: string; marks: number }>;
  optional_comment_required: boolean;
  hide_question: boolean;
}
export interface RuleSection {
  id: number;
  name: string;
  hide_comment: boolean;
  minimum_attachment_count: number;
  questions: RuleQuestion[];
}
export interface RuleAnswer {
  answer_text: string[];
  not_applicable: boolean;
  answer_comment: string;
}

/** What a call says of a question: the whole chosen answer, the Not Applicable tick, or both. */
export interface QuestionChange {
  /** absent: the call sends only the tick (the separate Not Applicable call) */
  answer_text?: readonly string[] | undefined;
  /** absent: an answer call without the tick */
  not_applicable?: boolean | undefined;
}

/** The question's new state; null keeps what is stored. */
export interface QuestionWrite {
  answer_text: string[] | null;
  not_applicable: boolean | null;
}

/**
 * A question's new state from a call (decision 0004): Not Applicable empties the answer, and
 * clearing the tick keeps the answer as it was; an answer sent with the tick is the whole state;
 * without it, choosing an answer clears Not Applicable and an empty answer keeps the tick.
 */
export function questionWrite(change: QuestionChange): QuestionWrite {
  const { answer_text: sent, not_applicable: notApplicable } = change;
  if (notApplicable === undefined) {
    const answer = sent === undefined ? null : [...sent];
    return { answer_text: answer, not_applicable: answer && answer.length > 0 ? false : null };
  }
  const keepsAnswer = !notApplicable && sent === undefined;
  return {
    answer_text: keepsAnswer ? null : chosenAnswer(sent ?? [], notApplicable),
    not_applicable: notApplicable,
  };
}

export function hasAnswer(answer: RuleAnswer | undefined): boolean {
  if (!answer) return false;
  return answer.not_applicable || answer.answer_text.some((text) => text.trim().length > 0);
}

/** Questions with hide_question show only once answered (spec: Report behaviour). */
export function isQuestionVisible(question: RuleQuestion, answer: RuleAnswer | undefined): boolean {
  return !question.hide_question || hasAnswer(answer);
}

/** A chosen MUTEX option worth zero marks needs a comment when the question asks for one. */
export function needsComment(question: RuleQuestion, answer: RuleAnswer | undefined): boolean {
  if (!answer || answer.not_applicable || !question.optional_comment_required) return false;
  if (question.question_type !== 'MUTEX') return false;
  return question.options.some((o) => o.marks === 0 && answer.answer_text.includes(o.value));
}

export function completionPercentage(sections: RuleSection[], answers: Map<number, RuleAnswer>): number {
  let visible = 0;
  let answered = 0;
  for (const section of sections) {
    for (const question of section.questions) {
      const answer = answers.get(question.id);
      if (!isQuestionVisible(question, answer)) continue;
      visible += 1;
      if (hasAnswer(answer)) answered += 1;
    }
  }
  return visible === 0 ? 0 : Math.floor((answered * 100) / visible);
}

export interface SubmitFacts {
  sections: RuleSection[];
  answers: ReadonlyMap<number, RuleAnswer>;
  sectionComments: ReadonlyMap<number, string>;
  summaryRequired: boolean;
  summary: string;
  /** completed attachments per section id */
  attachmentCounts: Map<number, number>;
  /** required proof tags not yet attached, per section id */
  missingRequiredTags: Map<number, string[]>;
}

/** Where a submit problem is fixed: a question, a section (its comment or proofs), the summary. */
export type SubmitTarget =
  | { kind: 'question'; sectionId: number; questionId: number }
  | { kind: 'section'; sectionId: number }
  | { kind: 'summary' };

export interface SubmitProblem {
  text: string;
  target: SubmitTarget;
  /** what is missing: the page's section badge shows unanswered questions as its fraction */
  missing: 'answers' | 'comments' | 'sectionComment' | 'proofs' | 'summary';
}

/**
 * A target as the submit refusal carries it beside its text (`problem_targets`, one per entry of
 * `non_field_errors`), so the page can link each problem to where it is fixed.
 */
export function targetKey(target: SubmitTarget): string {
  if (target.kind === 'question') return `question:${target.sectionId}:${target.questionId}`;
  return target.kind === 'section' ? `section:${target.sectionId}` : 'summary';
}

export function targetFromKey(key: string | undefined): SubmitTarget | null {
  const [kind, first, second] = (key ?? '').split(':');
  const sectionId = Number(first);
  if (kind === 'summary') return { kind: 'summary' };
  if (!Number.isInteger(sectionId)) return null;
  if (kind === 'section') return { kind: 'section', sectionId };
  const questionId = Number(second);
  return kind === 'question' && Number.isInteger(questionId) ? { kind, sectionId, questionId } : null;
}

/** The problems of one section's questions and comment: what its badge counts. */
export function sectionProblems(
  section: RuleSection,
  answers: ReadonlyMap<number, RuleAnswer>,
  sectionComment: string,
): SubmitProblem[] {
  const problems: SubmitProblem[] = [];
  const min = REPORT_LIMITS.summaryMin;
  const unanswered = section.questions.filter((q) => {
    const answer = answers.get(q.id);
    return isQuestionVisible(q, answer) && !hasAnswer(answer);
  });
  const at = (questionId: number): SubmitTarget => ({ kind: 'question', sectionId: section.id, questionId });
  if (unanswered[0]) {
    const n = unanswered.length;
    problems.push({
      text: `${section.name}: ${n} question${n === 1 ? ' is' : 's are'} not answered.`,
      target: at(unanswered[0].id),
      missing: 'answers',
    });
  }
  const uncommented = section.questions.filter((q) => {
    const answer = answers.get(q.id);
    return needsComment(q, answer) && !answer?.answer_comment.trim();
  });
  if (uncommented[0]) {
    const n = uncommented.length;
    problems.push({
      text: `${section.name}: ${n} answer${n === 1 ? ' needs' : 's need'} a comment.`,
      target: at(uncommented[0].id),
      missing: 'comments',
    });
  }
  if (!section.hide_comment && sectionComment.trim().length < min) {
    problems.push({
      text: `${section.name}: the section comment needs at least ${min} characters.`,
      target: { kind: 'section', sectionId: section.id },
      missing: 'sectionComment',
    });
  }
  return problems;
}

/** Every reason the report cannot be submitted yet, in reading order; empty when it can. */
export function submitProblems(facts: SubmitFacts): SubmitProblem[] {
  const problems: SubmitProblem[] = [];
  const min = REPORT_LIMITS.summaryMin;
  for (const section of facts.sections) {
    problems.push(...sectionProblems(section, facts.answers, facts.sectionComments.get(section.id) ?? ''));
    const target: SubmitTarget = { kind: 'section', sectionId: section.id };
    const attached = facts.attachmentCounts.get(section.id) ?? 0;
    if (attached < section.minimum_attachment_count) {
      const text = `${section.name}: attach at least ${section.minimum_attachment_count} proof file(s).`;
      problems.push({ text, target, missing: 'proofs' });
    }
    for (const tag of facts.missingRequiredTags.get(section.id) ?? []) {
      problems.push({
        text: `${section.name}: the mandatory proof "${tag}" is missing.`,
        target,
        missing: 'proofs',
      });
    }
  }
  if (facts.summaryRequired && facts.summary.trim().length < min) {
    problems.push({
      text: `The report summary needs at least ${min} characters.`,
      target: { kind: 'summary' },
      missing: 'summary',
    });
  }
  return problems;
}
