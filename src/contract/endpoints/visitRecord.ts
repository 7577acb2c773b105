import { endpointOfRoute } from '../endpoint';
import { idParamsSchema } from '../ids';
import { queuedCallEndpoint, REPORT_CALLS } from '../reportCalls';
import { REPORT_PAGE_READ_ROUTES as reads } from '../reportPageReadRoutes';
import { visitEntryAnswerSchema, visitReceiptSchema, visitTimeSchema } from '../visitRecord';

/** The visit record (decision 0045): the time token a device carries offline, and its entries. */
export const visitTime = endpointOfRoute(reads.visitTime, { answer: visitTimeSchema });
export const visitEntry = queuedCallEndpoint(REPORT_CALLS, 'visitEntry', visitEntryAnswerSchema);

/** The receipt: what the server holds of the auditor's own report, to compare on the device. */
export const visitReceipt = endpointOfRoute(reads.visitReceipt, {
  params: idParamsSchema,
  answer: visitReceiptSchema,
});

export const VISIT_RECORD_ENDPOINTS = { visitTime, visitEntry, visitReceipt };
