import type { Application, AppliedList, CyclePage } from '../../contract';
import * as applications from '../../contract/endpoints/applications';
import * as discovery from '../../contract/endpoints/discovery';
import { call } from './call';

/**
 * Discovery and applications (decision 0019). Refusals are HttpErrors (http.ts) with `{field:
 * [messages]}`. The opportunities' lists are read without zod (opportunities.ts).
 */

export const getCyclePage = (cycleId: number): Promise<CyclePage> =>
  call(discovery.cyclePage, { params: { id: cycleId } });

/** The first page, or the next one after the `loaded` entries the page holds (Load More). */
export const getAppliedAudits = (loaded = 0): Promise<AppliedList> =>
  call(applications.applied, {
    query: loaded > 0 ? { is_load_more: 'true', last_total_count: loaded } : {},
  });

export const applyForAudit = (auditId: number, auditDate: string): Promise<Application> =>
  call(applications.apply, { params: { id: auditId }, body: { audit_id: auditId, audit_date: auditDate } });

export const reapplyForAudit = (auditId: number, auditDate: string): Promise<Application> =>
  call(applications.reapply, { params: { id: auditId }, body: { audit_date: auditDate } });

export const cancelApplication = (auditId: number): Promise<Application> =>
  call(applications.cancel, { params: { id: auditId } });
