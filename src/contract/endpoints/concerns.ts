import { AUDIT_STORE_READ_ROUTES } from '../auditStoreReadRoutes';
import {
  concernAnswerSchema,
  concernFilterSchema,
  concernListSchema,
  managedConcernListSchema,
  managedConcernSchema,
} from '../concerns';
import { endpoint, endpointOfRoute } from '../endpoint';
import { idParamsSchema } from '../ids';

/** The auditor's own concerns, newest first, each with its state and any answer (decision 0042). */
export const own = endpointOfRoute(AUDIT_STORE_READ_ROUTES.ownConcerns, { answer: concernListSchema });

/** The managers' inbox: a state's concerns, newest first, a page at a time. */
export const inbox = endpoint('GET', 'manager', '/concerns', {
  query: concernFilterSchema,
  answer: managedConcernListSchema,
});
/** Answers an open concern once; the auditor is told. */
export const answer = endpoint('POST', 'manager', '/concerns/:id/answer', {
  params: idParamsSchema,
  body: concernAnswerSchema,
  answer: managedConcernSchema,
});
/** Closes a concern, answered or not. */
export const resolve = endpoint('POST', 'manager', '/concerns/:id/resolve', {
  params: idParamsSchema,
  answer: managedConcernSchema,
});

export const CONCERN_ENDPOINTS = { own, inbox, answer, resolve };
