import type { Answer, ReportSection, RuleAnswer, Section } from '../../contract';
import {
  flaggedAnswerSchema,
  proofTypeOf,
  provesTag,
  questionOptionSchema,
  questionTypeSchema,
} from '../../contract';
import type { Db } from '../db/database';
import {
  answerRows,
  answerRowsOfReports,
  completedProofs,
  cycleSections,
  reportSectionRows,
  requiredProofTags,
  sectionQuestions,
} from '../repositories/reportContent';

/** A JSON text list column (decision 0002) as strings. */
export const parseStrings = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};

/** The cycle's questionnaire in the API's shape, sections and questions in sequence order. */
export async function loadQuestionnaire(db: Db, cycleId: number): Promise<Section[]> {
  const sections = await cycleSections(db, cycleId);
  const questions = sections.length
    ? await sectionQuestions(
        db,
        sections.map((s) => s.id),
      )
    : [];
  return sections.map((s) => ({
    id: s.id,
    name: s.name,
    sequence: s.sequence,
    hide_comment: s.hide_comment === 1,
    minimum_attachment_count: s.minimum_attachment_count,
    questions: questions
      .filter((q) => q.section_id === s.id)
      .map((q) => ({
        id: q.id,
        sequence: q.sequence,
        question_txt: q.question_txt,
        question_type: questionTypeSchema.parse(q.question_type),
        question_data: { options: questionOptionSchema.array().parse(JSON.parse(q.options)) },
        max_marks: q.max_marks,
        optional_comment_required: q.optional_comment_required === 1,
        hide_question: q.hide_question === 1,
      })),
  }));
}

type AnswerRow = Awaited<ReturnType<typeof answerRows>>[number];

const answerOf = (a: AnswerRow): Answer => ({
  question: a.question_id,
  audit_store: a.audit_store_id,
  answer_text: parseStrings(a.answer_text),
  status: a.status === 1,
  not_applicable: a.not_applicable === 1,
  answer_comment: a.answer_comment,
  revert_message: a.revert_message,
  flagged: a.flagged_answer === null ? null : flaggedAnswerSchema.parse(JSON.parse(a.flagged_answer)),
});

export async function loadAnswers(db: Db, auditStoreId: number): Promise<Answer[]> {
  return (await answerRows(db, auditStoreId)).map(answerOf);
}

/** The answers of several reports by report, in one query (an empty list for one with none). */
export async function loadAnswersOf(
  db: Db,
  auditStoreIds: readonly number[],
): Promise<Map<number, Answer[]>> {
  const byReport = new Map(auditStoreIds.map((id) => [id, [] as Answer[]]));
  if (auditStoreIds.length === 0) return byReport;
  for (const row of await answerRowsOfReports(db, auditStoreIds))
    byReport.get(row.audit_store_id)?.push(answerOf(row));
  return byReport;
}

export async function loadReportSections(db: Db, auditStoreId: number): Promise<ReportSection[]> {
  const rows = await reportSectionRows(db, auditStoreId);
  return rows.map((r) => ({
    section: r.section_id,
    auditor_comment: r.auditor_comment,
    revert_message: r.revert_message,
    flagged_comment: r.flagged_comment,
  }));
}

export function answersByQuestion(answers: Answer[]): Map<number, RuleAnswer> {
  return new Map(answers.map((a) => [a.question, a]));
}

export function toRuleSections(sections: Section[]) {
  return sections.map((s) => ({
    ...s,
    questions: s.questions.map((q) => ({ ...q, options: q.question_data.options })),
  }));
}

/**
 * Completed attachments per section and the required proof tags still missing, for submit. A
 * required tag counts as attached only through a file its kind takes (`provesTag`, decision
 * 0033), as the report page's mandatory-proof tick shows it.
 */
export async function attachmentFacts(db: Db, auditStoreId: number, cycleId: number) {
  const attachments = await completedProofs(db, auditStoreId);
  const requiredTags = await requiredProofTags(db, cycleId);
  const attachmentCounts = new Map<number, number>();
  for (const a of attachments) {
    if (a.section_id !== null)
      attachmentCounts.set(a.section_id, (attachmentCounts.get(a.section_id) ?? 0) + 1);
  }
  const files = attachments.map((a) => ({
    sectionId: a.section_id,
    proofTag: a.proof_tag_id,
    proofType: proofTypeOf(a.file_type),
  }));
  const missingRequiredTags = new Map<number, string[]>();
  for (const tag of requiredTags) {
    if (tag.section_id === null) continue;
    const attached = files.some((file) => file.sectionId === tag.section_id && provesTag(tag, file));
    if (!attached)
      missingRequiredTags.set(tag.section_id, [
        ...(missingRequiredTags.get(tag.section_id) ?? []),
        tag.proof_tag,
      ]);
  }
  return { attachmentCounts, missingRequiredTags };
}
