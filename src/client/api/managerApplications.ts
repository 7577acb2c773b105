import {
  type ApplicationDecision,
  type ApplicationDecisionResult,
  applicationDecisionResultSchema,
  type ManagedApplicationList,
  type ManagedCycle,
  managedApplicationListSchema,
  managedCycleListSchema,
  type StaffAction,
  staffActionListSchema,
} from '../../contract';
import { http } from './http';

/** The manager's application decisions (issue 15; paths ours). */

export const listManagedCycles = async (): Promise<ManagedCycle[]> =>
  (await http.get('manager/audit_cycle').json(managedCycleListSchema)).cycles;

export const listCycleApplications = (cycleId: number, page: number): Promise<ManagedApplicationList> =>
  http
    .get(`manager/audit_cycle/${cycleId}/applications`, { searchParams: { page } })
    .json(managedApplicationListSchema);

export const decideApplication = (
  id: number,
  decision: ApplicationDecision,
): Promise<ApplicationDecisionResult> =>
  http.post(`manager/application/${id}/${decision}`).json(applicationDecisionResultSchema);

export const getApplicationHistory = async (id: number): Promise<StaffAction[]> =>
  (await http.get(`manager/application/${id}/history`).json(staffActionListSchema)).actions;
