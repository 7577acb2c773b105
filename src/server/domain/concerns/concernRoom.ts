import { CONCERN_MESSAGES, CONCERNS_OPEN_MAX } from '../../../contract/concernTexts';
import type { Db } from '../../db/database';
import { openConcernCount } from '../../repositories/concerns';
import { holdPerson } from '../../repositories/personHold';
import { refused } from '../errors';

/**
 * Refuses a new concern while the auditor has CONCERNS_OPEN_MAX waiting for an answer. Run inside
 * the transaction that writes the concern: the person is held until it ends, so two concerns
 * raised at once on PostgreSQL cannot both be the last one allowed.
 */
export async function requireConcernRoom(trx: Db, userId: number): Promise<void> {
  await holdPerson(trx, userId);
  if ((await openConcernCount(trx, userId)) >= CONCERNS_OPEN_MAX) throw refused(CONCERN_MESSAGES.tooManyOpen);
}
