import { endpoint } from '../endpoint';
import { queuedCallEndpoint, REPORT_CALLS } from '../reportCalls';
import { visitEntryAnswerSchema, visitTimeSchema } from '../visitRecord';

/** The visit record (decision 0045): the time token a device carries offline, and its entries. */
export const visitTime = endpoint('GET', 'auditor', '/visit_time', { answer: visitTimeSchema });
export const visitEntry = queuedCallEndpoint(REPORT_CALLS, 'visitEntry', visitEntryAnswerSchema);

export const VISIT_RECORD_ENDPOINTS = { visitTime, visitEntry };
