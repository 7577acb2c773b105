import type { FlaggedAnswer, SendBackBody } from '../../../contract';
import type { Db } from '../../db/database';
import { answersOf, setFlaggedAnswer, snapshotSectionComments } from '../../repositories/reviewMessages';

/**
 * Keeps what each flagged item holds as the report goes back (decision 0034), in the send-back's
 * transaction, which holds the report row: no answer save of the auditor's lands between the
 * flag and its snapshot. The report page compares the auditor's items with these.
 */
export async function snapshotFlagged(trx: Db, auditStoreId: number, body: SendBackBody): Promise<void> {
  const questionIds = body.questions.map((question) => question.id);
  if (questionIds.length > 0) {
    const answers = await answersOf(trx, auditStoreId, questionIds);
    for (const answer of answers) {
      const flagged: FlaggedAnswer = {
        answer_text: JSON.parse(answer.answer_text) as string[],
        not_applicable: answer.not_applicable === 1,
        answer_comment: answer.answer_comment,
      };
      await setFlaggedAnswer(trx, answer.id, JSON.stringify(flagged));
    }
  }
  const sectionIds = body.sections.map((section) => section.id);
  if (sectionIds.length > 0) await snapshotSectionComments(trx, auditStoreId, sectionIds);
}
