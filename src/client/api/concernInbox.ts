import type { ConcernState } from '../../contract/concernTexts';
import * as endpoints from '../../contract/endpoints/concerns';
import { call } from './call';

/** The managers' concerns inbox (decision 0042): a state's concerns a page at a time, answered, resolved. */
export const getConcernInbox = (state: ConcernState, page: number) =>
  call(endpoints.inbox, { query: { state, page } });
export const answerConcern = (id: number, answer: string) =>
  call(endpoints.answer, { params: { id }, body: { answer } });
export const resolveConcern = (id: number) => call(endpoints.resolve, { params: { id } });
