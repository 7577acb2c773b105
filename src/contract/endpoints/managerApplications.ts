import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import {
  applicationDecisionResultSchema,
  managedApplicationListSchema,
  managedCycleListSchema,
  pageQuerySchema,
} from '../managerApplications';
import { staffActionListSchema } from '../managerAuditors';

export const cycles = endpoint('GET', 'manager', '/audit_cycle', { answer: managedCycleListSchema });
export const cycleApplications = endpoint('GET', 'manager', '/audit_cycle/:id/applications', {
  params: idParamsSchema,
  query: pageQuerySchema,
  answer: managedApplicationListSchema,
});
// keyed by their ApplicationDecision, so both sides reach one as `[decision]`
export const approve = endpoint('POST', 'manager', '/application/:id/approve', {
  params: idParamsSchema,
  answer: applicationDecisionResultSchema,
});
export const waitlist = endpoint('POST', 'manager', '/application/:id/waitlist', {
  params: idParamsSchema,
  answer: applicationDecisionResultSchema,
});
export const reject = endpoint('POST', 'manager', '/application/:id/reject', {
  params: idParamsSchema,
  answer: applicationDecisionResultSchema,
});
export const history = endpoint('GET', 'manager', '/application/:id/history', {
  params: idParamsSchema,
  answer: staffActionListSchema,
});

/**
 * The manager's application decisions (paths ours): the cycles, a cycle's pending applications,
 * approve, waitlist and reject, and an application's record.
 */
export const MANAGER_APPLICATION_ENDPOINTS = {
  cycles,
  cycleApplications,
  approve,
  waitlist,
  reject,
  history,
};
