import type {
  ApplicationDecision,
  ApplicationDecisionResult,
  ManagedCycle,
  StaffAction,
} from '../../contract';
import * as endpoints from '../../contract/endpoints/managerApplications';
import * as overviewEndpoints from '../../contract/endpoints/managerOverview';
import { call } from './call';

/** The manager's application decisions (paths ours). */

export const listManagedCycles = async (): Promise<ManagedCycle[]> => (await call(endpoints.cycles)).cycles;

export const listCycleApplications = (cycleId: number, page: number) =>
  call(endpoints.cycleApplications, { params: { id: cycleId }, query: { page } });

const DECISIONS = {
  approve: endpoints.approve,
  waitlist: endpoints.waitlist,
  reject: endpoints.reject,
} satisfies Record<ApplicationDecision, unknown>;
export const decideApplication = (
  id: number,
  decision: ApplicationDecision,
): Promise<ApplicationDecisionResult> => call(DECISIONS[decision], { params: { id } });

export const getApplicationHistory = async (id: number): Promise<StaffAction[]> =>
  (await call(endpoints.history, { params: { id } })).actions;

/** Where a manager lands: what waits, counted (decision 0043). */
export const getManagerOverview = () => call(overviewEndpoints.overview);
