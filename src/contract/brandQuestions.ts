import { z } from 'zod';
import { brandChoicesSchema, brandCycleFigureSchema } from './brandScores';

/**
 * Which questions fail, across stores and over time (decision 0078): the brand's heatmaps, made
 * of the stored scores' per-question marks. A question's figure is the mean over its stores of
 * each store's mean share of the question's marks earned; the same question in another wave is
 * the question of the same section name and text.
 */

const score = z.number().nullable();
const named = z.object({ id: z.number().int(), name: z.string() });

/** GET brand/questions: the wave in view's questions, worst first, and its sections by store. */
export const brandQuestionsSchema = z.object({
  wave: brandCycleFigureSchema.nullable(),
  /** the waves of the question × wave map, oldest first */
  cycles: z.array(named),
  questions: z.array(
    z.object({
      question_id: z.number().int(),
      section_name: z.string(),
      text: z.string(),
      score,
      /** share of the wave's reports that lost marks on it, in percent */
      lost: score,
      reports: z.number().int(),
      /** the same question's score in each wave of `cycles`, null where it was not asked or scored */
      by_cycle: z.array(score),
    }),
  ),
  /** the columns of the section × store map: the wave's stores, by name */
  stores: z.array(named),
  sections: z.array(z.object({ section_id: z.number().int(), name: z.string(), by_store: z.array(score) })),
  choices: brandChoicesSchema,
});
export type BrandQuestions = z.infer<typeof brandQuestionsSchema>;
