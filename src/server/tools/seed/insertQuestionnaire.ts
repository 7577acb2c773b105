import type { Db } from '../../db/database';
import { maxMarks, type QuestionSeed, type SectionSeed, storedOptions } from './questionnaireKit';

export interface SeededSection {
  id: number;
  name: string;
  hideComment: boolean;
  questions: Array<{ id: number; seed: QuestionSeed }>;
}

/** One cycle's sections, questions and proof tags; returns them with their ids for filling reports. */
export async function insertQuestionnaire(
  db: Db,
  cycleId: number,
  sections: SectionSeed[],
): Promise<SeededSection[]> {
  const seeded: SeededSection[] = [];
  for (const [sectionIndex, section] of sections.entries()) {
    const { id: sectionId } = await db
      .insertInto('sections')
      .values({
        audit_cycle_id: cycleId,
        name: section.name,
        sequence: sectionIndex + 1,
        hide_comment: section.hideComment ? 1 : 0,
        minimum_attachment_count: section.minimumAttachments,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const questions: SeededSection['questions'] = [];
    for (const [questionIndex, question] of section.questions.entries()) {
      const { id } = await db
        .insertInto('questions')
        .values({
          section_id: sectionId,
          sequence: questionIndex + 1,
          question_txt: question.text,
          question_type: question.type,
          options: JSON.stringify(storedOptions(question)),
          max_marks: maxMarks(question),
          optional_comment_required: question.commentOnZero ? 1 : 0,
          hide_question: question.hidden ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      questions.push({ id, seed: question });
    }
    await db
      .insertInto('proof_tags')
      .values(
        section.proofTags.map((tag) => ({
          audit_cycle_id: cycleId,
          section_id: sectionId,
          proof_tag: tag.tag,
          is_required: tag.required ? 1 : 0,
          proof_kind: tag.kind,
        })),
      )
      .execute();
    seeded.push({ id: sectionId, name: section.name, hideComment: section.hideComment, questions });
  }
  return seeded;
}
