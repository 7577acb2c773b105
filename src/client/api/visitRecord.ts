import { visitReceipt, visitTime } from '../../contract/endpoints/visitRecord';
import type { VisitReceipt } from '../../contract/visitReceipt';
import type { VisitTimeAnswer } from '../../contract/visitRecord';
import { call } from './call';

/** A time token the server signed (decision 0045), to stamp what is recorded offline. */
export const getVisitTime = (): Promise<VisitTimeAnswer> => call(visitTime);

/** What the server holds of the auditor's own report, to compare with the device (the receipt). */
export const getVisitReceipt = (auditStoreId: number): Promise<VisitReceipt> =>
  call(visitReceipt, { params: { id: auditStoreId } });
