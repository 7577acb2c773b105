import { z } from 'zod';

export const questionOptionSchema = z.object({
  sequence: z.number().int(),
  value: z.string(),
  marks: z.number(),
});
export type QuestionOption = z.infer<typeof questionOptionSchema>;
