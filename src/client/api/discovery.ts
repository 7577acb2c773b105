import { z } from 'zod';
import {
  type Application,
  type AppliedList,
  applicationSchema,
  appliedListSchema,
  type CyclePage,
  cyclePageSchema,
  type OpportunityCycle,
  opportunityCycleSchema,
} from '../../contract';
import { http } from './http';

/** Discovery and applications (spec §7; issue 13). Refusals are ky HTTPErrors with `{field: [messages]}`. */

export const getOpportunities = (kms: number): Promise<OpportunityCycle[]> =>
  http.get('auditor/audit', { searchParams: { kms } }).json(z.array(opportunityCycleSchema));

export const getCityOpportunities = (cityId: number, kms: number): Promise<OpportunityCycle[]> =>
  http
    .get('auditor/audit_by_city', { searchParams: { city_id: cityId, kms } })
    .json(z.array(opportunityCycleSchema));

export const getCyclePage = (cycleId: number): Promise<CyclePage> =>
  http.get(`auditor/audit/${cycleId}`).json(cyclePageSchema);

/** The first page, or the next one after the `loaded` entries the page holds (Load More). */
export const getAppliedAudits = (loaded = 0): Promise<AppliedList> =>
  http
    .get('auditor/applied_audits', {
      searchParams: loaded > 0 ? { is_load_more: 'true', last_total_count: loaded } : {},
    })
    .json(appliedListSchema);

export const applyForAudit = (auditId: number, auditDate: string): Promise<Application> =>
  http
    .post(`auditor/audit/${auditId}/application/apply`, {
      json: { audit_id: auditId, audit_date: auditDate },
    })
    .json(applicationSchema);

export const reapplyForAudit = (auditId: number, auditDate: string): Promise<Application> =>
  http
    .post(`auditor/audit/${auditId}/application/reapply`, { json: { audit_date: auditDate } })
    .json(applicationSchema);

export const cancelApplication = (auditId: number): Promise<Application> =>
  http.post(`auditor/audit/${auditId}/application/cancel`).json(applicationSchema);
