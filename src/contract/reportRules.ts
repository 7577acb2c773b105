import { REPORT_LIMITS } from './report';

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
  answers: Map<number, RuleAnswer>;
  sectionComments: Map<number, string>;
  summaryRequired: boolean;
  summary: string;
  /** completed attachments per section id */
  attachmentCounts: Map<number, number>;
  /** required proof tags not yet attached, per section id */
  missingRequiredTags: Map<number, string[]>;
}

/** Every reason the report cannot be submitted yet, in reading order; empty when it can. */
export function submitProblems(facts: SubmitFacts): string[] {
  const problems: string[] = [];
  const min = REPORT_LIMITS.summaryMin;
  for (const section of facts.sections) {
    const unanswered = section.questions.filter((q) => {
      const answer = facts.answers.get(q.id);
      return isQuestionVisible(q, answer) && !hasAnswer(answer);
    }).length;
    if (unanswered > 0) {
      problems.push(
        `${section.name}: ${unanswered} question${unanswered === 1 ? ' is' : 's are'} not answered.`,
      );
    }
    const uncommented = section.questions.filter((q) => {
      const answer = facts.answers.get(q.id);
      return needsComment(q, answer) && !answer?.answer_comment.trim();
    }).length;
    if (uncommented > 0) {
      problems.push(
        `${section.name}: ${uncommented} answer${uncommented === 1 ? ' needs' : 's need'} a comment.`,
      );
    }
    if (!section.hide_comment && (facts.sectionComments.get(section.id) ?? '').trim().length < min) {
      problems.push(`${section.name}: the section comment needs at least ${min} characters.`);
    }
    const attached = facts.attachmentCounts.get(section.id) ?? 0;
    if (attached < section.minimum_attachment_count) {
      problems.push(`${section.name}: attach at least ${section.minimum_attachment_count} proof file(s).`);
    }
    for (const tag of facts.missingRequiredTags.get(section.id) ?? []) {
      problems.push(`${section.name}: the mandatory proof "${tag}" is missing.`);
    }
  }
  if (facts.summaryRequired && facts.summary.trim().length < min) {
    problems.push(`The report summary needs at least ${min} characters.`);
  }
  return problems;
}
