import { visitTime } from '../../contract/endpoints/visitRecord';
import type { VisitTimeAnswer } from '../../contract/visitRecord';
import { call } from './call';

/** A time token the server signed (decision 0045), to stamp what is recorded offline. */
export const getVisitTime = (): Promise<VisitTimeAnswer> => call(visitTime);
