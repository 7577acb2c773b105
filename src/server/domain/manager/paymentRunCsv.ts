import { stringify } from 'csv-stringify/sync';
import { PAYMENT_RUN_CSV_COLUMNS, paiseToRupees, paymentReference } from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import { runPaymentRows } from '../../repositories/paymentRuns';
import { recordStaffAction } from '../staffActions';
import { paymentRun } from './paymentRuns';

/** GET manager/payment_run/{id}/csv: the bank's file, whole account numbers, no formulas; recorded per payment. */
export async function paymentRunCsv(
  db: Db,
  managerId: number,
  runId: number,
  now = new Date(),
): Promise<string> {
  await paymentRun(db, runId);
  // only what is still to pay goes to the bank: a settled payment is not paid twice
  const rows = await runPaymentRows(db, runId, true);
  await inWriteTransaction(db, async (trx) => {
    for (const row of rows)
      await recordStaffAction(
        trx,
        {
          actorId: managerId,
          action: 'payment.export',
          target: 'payment',
          targetId: row.id,
          after: { payment_run_id: runId },
        },
        now,
      );
  });
  return stringify(
    rows.map((row) => ({
      reference: paymentReference(row.id),
      account_holder_name: row.account_holder_name ?? '',
      account_number: row.account_number ?? '',
      ifsc_code: row.ifsc_code ?? '',
      paypal: row.paypal ?? '',
      amount: paiseToRupees(row.amount_paise + row.reimbursement_paise).toFixed(2),
    })),
    // a cell starting =, +, -, @, tab or return is a formula to a spreadsheet: the holder name is
    // free text and older records were saved unchecked, so each such cell is prefixed with '
    // (decision 0030); whole account numbers stay, as the bank needs them
    { header: true, columns: [...PAYMENT_RUN_CSV_COLUMNS], escape_formulas: true },
  );
}
