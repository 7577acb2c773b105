import type { AuditStoreStatus, QuestionType } from '../../src/contract';
import type { Db } from '../../src/server/db/database';
import { createUser, type Harness, sessionFor } from './harness';
import { createAuditStore, createCycleWithAudits, daysFromToday } from './world';

const now = () => new Date().toISOString();

const yesNo = (noMarks = 0) =>
  JSON.stringify([
    { sequence: 1, value: 'Yes', marks: 5 },
    { sequence: 2, value: 'No', marks: noMarks },
  ]);

/**
 * A cycle with a two-section questionnaire covering the report rules: a MUTEX question whose
 * zero-mark option needs a comment, a PLAIN and a MULTISELECT question, a hidden question, a
 * section with a hidden comment and a required proof tag.
 */
export async function createReportWorld(
  db: Db,
  auditorId: number,
  status: AuditStoreStatus = 'ACKNOWLEDGED',
  auditDate = daysFromToday(0),
) {
  const { cycleId, auditIds } = await createCycleWithAudits(db, { audits: 1 });
  const auditId = auditIds[0] as number;
  await db
    .updateTable('audit_cycles')
    .set({ audit_report_summary: 1, guideline_pdf_url: '/guidelines/x.pdf' })
    .where('id', '=', cycleId)
    .execute();
  await db
    .insertInto('manager_contacts')
    .values({ audit_cycle_id: cycleId, name: 'Ravi', mobile: '9800000000' })
    .execute();
  const entry = await db
    .insertInto('sections')
    .values({ audit_cycle_id: cycleId, name: 'Entry', sequence: 1, minimum_attachment_count: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const billing = await db
    .insertInto('sections')
    .values({ audit_cycle_id: cycleId, name: 'Billing', sequence: 2, hide_comment: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const q = async (
    sectionId: number,
    sequence: number,
    type: QuestionType,
    extra: Record<string, unknown> = {},
  ) =>
    (
      await db
        .insertInto('questions')
        .values({
          section_id: sectionId,
          sequence,
          question_txt: `Q${sequence}`,
          question_type: type,
          options: type === 'PLAIN' ? '[]' : yesNo(),
          max_marks: 5,
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const greeted = await q(entry.id, 1, 'MUTEX', { optional_comment_required: 1 });
  const staffName = await q(entry.id, 2, 'PLAIN');
  const hidden = await q(entry.id, 3, 'MUTEX', { hide_question: 1 });
  const offers = await q(billing.id, 1, 'MULTISELECT');
  const tag = await db
    .insertInto('proof_tags')
    .values({ audit_cycle_id: cycleId, section_id: entry.id, proof_tag: 'Store front', is_required: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const storeId = await createAuditStore(db, auditorId, auditId, status);
  await db.updateTable('audit_stores').set({ audit_date: auditDate }).where('id', '=', storeId).execute();
  return {
    cycleId,
    storeId,
    sections: { entry: entry.id, billing: billing.id },
    questions: { greeted, staffName, hidden, offers },
    tagId: tag.id,
  };
}

export async function attachProof(
  db: Db,
  ownerId: number,
  storeId: number,
  sectionId: number,
  tagId: number | null,
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('attachments')
    .values({
      id,
      owner_id: ownerId,
      audit_store_id: storeId,
      section_id: sectionId,
      proof_type: 'PHOTO',
      proof_tag_id: tagId,
      file_name: 'front.jpg',
      file_size: 1000,
      file_type: 'image/jpeg',
      storage_key: `k/${id}`,
      state: 'COMPLETED',
      created_at: now(),
    })
    .execute();
  return id;
}

/** A report that passes every submit check, its one mandatory proof included. */
export async function createSubmittableReport(db: Db, auditorId: number) {
  const world = await createReportWorld(db, auditorId);
  const at = new Date().toISOString();
  const longText =
    'The staff greeted us at the door, the shelves were full and labelled, the billing was quick and the receipt matched every item we bought on the visit. The fitting rooms were clean and open.';
  const answer = (questionId: number, text: string) => ({
    audit_store_id: world.storeId,
    question_id: questionId,
    answer_text: JSON.stringify([text]),
    status: 1,
    updated_at: at,
  });
  await db
    .insertInto('answers')
    .values([
      answer(world.questions.greeted, 'Yes'),
      answer(world.questions.staffName, 'Asha'),
      answer(world.questions.offers, 'Yes'),
    ])
    .execute();
  await db
    .insertInto('report_sections')
    .values({
      audit_store_id: world.storeId,
      section_id: world.sections.entry,
      auditor_comment: longText,
      updated_at: at,
    })
    .execute();
  await db
    .updateTable('audit_stores')
    .set({ report_summary: longText })
    .where('id', '=', world.storeId)
    .execute();
  const proofId = await attachProof(db, auditorId, world.storeId, world.sections.entry, world.tagId);
  return { ...world, proofId };
}

/** A client reviewer of the brand whose cycle `cycleId` is, signed in: their session cookie. */
export async function signInBrandReviewer(h: Harness, cycleId: number): Promise<string> {
  const { client_id: clientId } = await h.db
    .selectFrom('audit_cycles')
    .select('client_id')
    .where('id', '=', cycleId)
    .executeTakeFirstOrThrow();
  const reviewer = await createUser(h.db, { role: 'client' });
  await h.db.updateTable('users').set({ client_id: clientId }).where('id', '=', reviewer.id).execute();
  return sessionFor(h.app, reviewer.email, reviewer.password);
}

/** Answers the report's questions, each with the one option chosen, as a saved answer holds it. */
export async function answerChoices(
  db: Db,
  auditStoreId: number,
  choices: ReadonlyArray<readonly [questionId: number, chosen: string]>,
): Promise<void> {
  await db
    .insertInto('answers')
    .values(
      choices.map(([questionId, chosen]) => ({
        audit_store_id: auditStoreId,
        question_id: questionId,
        answer_text: JSON.stringify([chosen]),
        status: 1,
        updated_at: now(),
      })),
    )
    .execute();
}
