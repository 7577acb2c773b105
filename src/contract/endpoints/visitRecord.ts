import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import { queuedCallEndpoint, REPORT_CALLS } from '../reportCalls';
import { visitReceiptSchema } from '../visitReceipt';
import { visitEntryAnswerSchema, visitTimeSchema } from '../visitRecord';

/** The visit record (decision 0045): the time token a device carries offline, and its entries. */
export const visitTime = endpoint('GET', 'auditor', '/visit_time', { answer: visitTimeSchema });
export const visitEntry = queuedCallEndpoint(REPORT_CALLS, 'visitEntry', visitEntryAnswerSchema);

/** The receipt: what the server holds of the auditor's own report, to compare on the device. */
export const visitReceipt = endpoint('GET', 'auditor', '/audit_store/:id/visit_receipt', {
  params: idParamsSchema,
  answer: visitReceiptSchema,
});

export const VISIT_RECORD_ENDPOINTS = { visitTime, visitEntry, visitReceipt };
