import type { Db } from '../../db/database';
import { scoredReportInScope } from '../../repositories/brandScores';
import { NotFoundError } from '../errors';
import { brandScopeOf } from './brandViews';

/** Whether a brand reader's seat reaches this report: its proofs' files are theirs to open. */
export async function brandSeatReaches(db: Db, userId: number, id: number): Promise<boolean> {
  try {
    return (await scoredReportInScope(db, await brandScopeOf(db, userId), id)) !== undefined;
  } catch (error) {
    // a reader whose seat is gone (their region deleted) reaches nothing
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}
