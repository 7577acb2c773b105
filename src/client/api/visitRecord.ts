import { REPORT_PAGE_READ_ROUTES as routes } from '../../contract/reportPageReadRoutes';
import type { VisitReceipt } from '../../contract/visitReceipt';
import type { VisitTimeAnswer } from '../../contract/visitRecord';
import { callRoute } from './call';

/** The visit record's reads, without zod: the report page makes them (decision 0051). */

/** A time token the server signed (decision 0045), to stamp what is recorded offline. */
export const getVisitTime = (): Promise<VisitTimeAnswer> => callRoute(routes.visitTime);

/** What the server holds of the auditor's own report, to compare with the device (the receipt). */
export const getVisitReceipt = (auditStoreId: number): Promise<VisitReceipt> =>
  callRoute(routes.visitReceipt, { params: { id: auditStoreId } });
