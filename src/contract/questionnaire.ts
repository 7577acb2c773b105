import { z } from 'zod';
import type { questionTypeSchema } from './lookups';

export const questionOptionSchema = z.object({
  sequence: z.number().int(),
  value: z.string(),
  marks: z.number(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;

export interface ScoredQuestion {
  question_type: z.infer<typeof questionTypeSchema>;
  options: QuestionOption[];
  max_marks: number;
}

export interface ScoredAnswer {
  /** chosen option values (PLAIN: the typed text) */
  answer_text: string[];
  not_applicable: boolean;
}

/**
 * Marks a report earns and could earn: PLAIN and not-applicable questions are not scored; a
 * MULTISELECT earns the sum of its chosen options, never more than its max_marks.
 */
export function reportMarks(items: Array<{ question: ScoredQuestion; answer: ScoredAnswer | undefined }>): {
  earned: number;
  possible: number;
} {
  let earned = 0;
  let possible = 0;
  for (const { question, answer } of items) {
    if (question.question_type === 'PLAIN' || answer?.not_applicable) continue;
    possible += question.max_marks;
    if (!answer) continue;
    const chosen = question.options.filter((o) => answer.answer_text.includes(o.value));
    const sum = chosen.reduce((total, o) => total + o.marks, 0);
    earned += Math.max(0, Math.min(sum, question.max_marks));
  }
  return { earned, possible };
}
