import type { Db } from '../../db/database';
import type { SeededSection } from './insertQuestionnaire';
import type { QuestionSeed } from './questionnaireKit';

export interface ReportTarget {
  auditStoreId: number;
  storeName: string;
  sections: SeededSection[];
  /** when the auditor worked on it (ISO timestamp) */
  at: string;
  /** varies the answers from one report to the next */
  variant: number;
  /** the share of answers that lapse, spread evenly but unpredictably; absent: every fifth */
  lapseShare?: number;
}

/** A number in [0, 1) fixed by the report's variant and the answer's place (a multiplicative hash). */
const spread = (variant: number, n: number) =>
  ((Math.imul(n + 1, 2_654_435_761) ^ Math.imul(variant + 1, 40_503)) >>> 0) / 4_294_967_296;

const ZERO_MARKS_COMMENT =
  'Staff were busy with other customers and nobody followed up while I waited; see the audio in this section.';

/** A plausible, not perfect, answer: mostly the best option, now and then a lapse. */
function answerFor(question: QuestionSeed, n: number, lapse: boolean): { values: string[]; comment: string } {
  if (question.type === 'PLAIN') return { values: [question.sampleAnswer], comment: '' };
  const values = question.options.map((o) => o.value);
  if (question.type === 'MULTISELECT') {
    const missed = n % (values.length + 1); // one in (length + 1) ticks everything
    return { values: values.filter((_, i) => i !== missed), comment: '' };
  }
  const chosen = question.options[lapse ? question.options.length - 1 : 0];
  if (!chosen) return { values: [], comment: '' };
  const needsComment = question.commentOnZero && chosen.marks === 0;
  return { values: [chosen.value], comment: needsComment ? ZERO_MARKS_COMMENT : '' };
}

const sectionComment = (section: string) =>
  `Everything under "${section}" was observed in person during the visit, in the order of the questions. ` +
  'Where a standard was not met I have commented against the question, and the photos and audio uploaded ' +
  'in this section support each answer.';

const reportSummary = (storeName: string) =>
  `I visited ${storeName} as an ordinary customer and completed the full customer journey described in the ` +
  'brief. Most brand standards were met and the staff were courteous; the lapses are noted against the ' +
  'relevant questions, with comments and proof uploaded in the matching sections.';

/** A handed-in report: every visible question answered, section comments, summary, rating, feedback. */
export async function fillSubmittedReport(db: Db, report: ReportTarget): Promise<void> {
  let n = report.variant;
  for (const section of report.sections) {
    for (const question of section.questions) {
      n += 1;
      // hidden questions show only when answered; answer them in every other report
      if (question.seed.hidden && report.variant % 2 === 1) continue;
      const lapse =
        report.lapseShare === undefined ? n % 5 === 3 : spread(report.variant, n) < report.lapseShare;
      const answer = answerFor(question.seed, n, lapse);
      await db
        .insertInto('answers')
        .values({
          audit_store_id: report.auditStoreId,
          question_id: question.id,
          answer_text: JSON.stringify(answer.values),
          status: 1,
          answer_comment: answer.comment,
          updated_at: report.at,
        })
        .execute();
    }
    if (!section.hideComment) {
      await db
        .insertInto('report_sections')
        .values({
          audit_store_id: report.auditStoreId,
          section_id: section.id,
          auditor_comment: sectionComment(section.name),
          updated_at: report.at,
        })
        .execute();
    }
  }
  await db
    .updateTable('audit_stores')
    .set({
      completion_percentage: 100,
      report_summary: reportSummary(report.storeName),
      nps_section: 7 + (report.variant % 3),
      report_submission_seconds: 1500 + report.variant * 211,
    })
    .where('id', '=', report.auditStoreId)
    .execute();
  await db
    .insertInto('report_feedback')
    .values({
      audit_store_id: report.auditStoreId,
      audit_understanding: 5 - (report.variant % 2),
      coordination: 5,
      portal_accessibility: 'The report form was easy to fill on my phone; uploads were slow on mobile data.',
      created_at: report.at,
    })
    .execute();
}

/**
 * A report in progress that QA has reverted once: about 40% answered, one answer carrying the
 * reviewer's revert message, and a comment on the first section.
 */
export async function fillReportInProgress(db: Db, report: ReportTarget): Promise<void> {
  const visible = report.sections.flatMap((s) => s.questions.filter((q) => !q.seed.hidden));
  const answered = visible.slice(0, Math.round(visible.length * 0.4));
  const reverted = answered.find((q) => q.seed.type === 'PLAIN');
  for (const [index, question] of answered.entries()) {
    const n = report.variant + index;
    const answer = answerFor(question.seed, n, n % 5 === 3);
    await db
      .insertInto('answers')
      .values({
        audit_store_id: report.auditStoreId,
        question_id: question.id,
        answer_text: JSON.stringify(answer.values),
        status: 1,
        answer_comment: answer.comment,
        revert_message:
          question === reverted
            ? 'The store front photo is time-stamped 11:58, not 11:42. Please correct the entry time.'
            : null,
        // what the reviewer flagged, as a send-back keeps it (domain/review/flaggedSnapshots.ts)
        flagged_answer:
          question === reverted
            ? JSON.stringify({
                answer_text: answer.values,
                not_applicable: false,
                answer_comment: answer.comment,
              })
            : null,
        updated_at: report.at,
      })
      .execute();
  }
  const first = report.sections[0];
  if (first) {
    await db
      .insertInto('report_sections')
      .values({
        audit_store_id: report.auditStoreId,
        section_id: first.id,
        auditor_comment: sectionComment(first.name),
        updated_at: report.at,
      })
      .execute();
  }
  await db
    .updateTable('audit_stores')
    .set({
      completion_percentage: Math.round((answered.length * 100) / visible.length),
      report_revert_count: 1,
      report_submission_seconds: 1260,
    })
    .where('id', '=', report.auditStoreId)
    .execute();
}
