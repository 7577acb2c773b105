import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import {
  applicationDecisionResultSchema,
  managedApplicationListSchema,
  managedCycleListSchema,
  pageQuerySchema,
} from '../managerApplications';
import { staffActionListSchema } from '../managerAuditors';

/**
 * The manager's application decisions (paths ours): the cycles, a cycle's pending applications,
 * approve, waitlist and reject, and an application's record.
 */
export const MANAGER_APPLICATION_ENDPOINTS = {
  cycles: endpoint('GET', 'manager', '/audit_cycle', { answer: managedCycleListSchema }),
  cycleApplications: endpoint('GET', 'manager', '/audit_cycle/:id/applications', {
    params: idParamsSchema,
    query: pageQuerySchema,
    answer: managedApplicationListSchema,
  }),
  // keyed by their ApplicationDecision, so both sides reach one as `[decision]`
  approve: endpoint('POST', 'manager', '/application/:id/approve', {
    params: idParamsSchema,
    answer: applicationDecisionResultSchema,
  }),
  waitlist: endpoint('POST', 'manager', '/application/:id/waitlist', {
    params: idParamsSchema,
    answer: applicationDecisionResultSchema,
  }),
  reject: endpoint('POST', 'manager', '/application/:id/reject', {
    params: idParamsSchema,
    answer: applicationDecisionResultSchema,
  }),
  history: endpoint('GET', 'manager', '/application/:id/history', {
    params: idParamsSchema,
    answer: staffActionListSchema,
  }),
};
