import type { ConcernState } from '../../contract/concerns';
import * as endpoints from '../../contract/endpoints/concerns';
import { call } from './call';

/** Concerns (decision 0042): the auditor's own, and the managers' inbox. */
export const getOwnConcerns = () => call(endpoints.own);
export const getConcernInbox = (state: ConcernState, page: number) =>
  call(endpoints.inbox, { query: { state, page } });
export const answerConcern = (id: number, answer: string) =>
  call(endpoints.answer, { params: { id }, body: { answer } });
export const resolveConcern = (id: number) => call(endpoints.resolve, { params: { id } });
