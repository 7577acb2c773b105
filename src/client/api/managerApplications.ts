import {
  type ApplicationDecision,
  type ApplicationDecisionResult,
  MANAGER_APPLICATION_ENDPOINTS as endpoints,
  type ManagedCycle,
  type StaffAction,
} from '../../contract';
import { call } from './call';

/** The manager's application decisions (paths ours). */

export const listManagedCycles = async (): Promise<ManagedCycle[]> => (await call(endpoints.cycles)).cycles;

export const listCycleApplications = (cycleId: number, page: number) =>
  call(endpoints.cycleApplications, { params: { id: cycleId }, query: { page } });

export const decideApplication = (
  id: number,
  decision: ApplicationDecision,
): Promise<ApplicationDecisionResult> => call(endpoints[decision], { params: { id } });

export const getApplicationHistory = async (id: number): Promise<StaffAction[]> =>
  (await call(endpoints.history, { params: { id } })).actions;
