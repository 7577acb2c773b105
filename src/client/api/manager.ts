import type {
  AuditorFilter,
  ManagedAuditorDetail,
  ManagedIdProof,
  RememberedDevice,
  StaffAction,
} from '../../contract';
import * as deviceUnsent from '../../contract/endpoints/deviceUnsent';
import * as endpoints from '../../contract/endpoints/managerAuditors';
import { call } from './call';

/** The manager's auditor administration (decision 0024). */

/** the filter as the screen holds it; an empty or unset field is left out of the query (call.ts) */
export const listAuditors = (filter: AuditorFilter) => call(endpoints.list, { query: filter });

export const getManagedAuditor = (id: number) => call(endpoints.detail, { params: { id } });
export const getManagedProfile = (id: number) => call(endpoints.profile, { params: { id } });
export const getManagedAdditional = (id: number) => call(endpoints.additional, { params: { id } });
export const getGroupRating = (id: number) => call(endpoints.groupRating, { params: { id } });
export const getManagedBank = (id: number) => call(endpoints.bank, { params: { id } });
export const revealManagedBank = (id: number) => call(endpoints.revealBank, { params: { id } });
export const getAuditorHistory = async (id: number): Promise<StaffAction[]> =>
  (await call(endpoints.history, { params: { id } })).actions;

const ACCOUNT_ACTIONS = {
  activate: endpoints.activate,
  deactivate: endpoints.deactivate,
  verify: endpoints.verify,
};
export type AccountAction = keyof typeof ACCOUNT_ACTIONS;
export const changeAccount = (id: number, action: AccountAction): Promise<ManagedAuditorDetail> =>
  call(ACCOUNT_ACTIONS[action], { params: { id } });
export const setManagedMobile = (id: number, mobileNumber: string) =>
  call(endpoints.mobile, { params: { id }, body: { mobile_number: mobileNumber } });
export const setManagedRating = async (id: number, rating: number): Promise<number | null> =>
  (await call(endpoints.setRating, { params: { id }, body: { auditor_rating: rating } })).auditor_rating;

export const getManagedIdProofs = async (id: number): Promise<ManagedIdProof[]> =>
  (await call(endpoints.idProofs, { params: { id } })).id_proofs;
/** Opens one ID proof: the server records the view, then answers the file's address. */
export const viewManagedIdProof = async (id: number, attachmentId: string): Promise<string> =>
  (await call(endpoints.viewIdProof, { params: { id, attachmentId } })).direct_url;

export const getAuditorLocations = () => call(endpoints.locations);

export const setManagedEmail = (id: number, email: string) =>
  call(endpoints.email, { params: { id }, body: { email } });
/** Sends the auditor a one-time link to set a new password; answers whom it went to. */
export const sendManagedPasswordReset = async (id: number): Promise<string> =>
  (await call(endpoints.passwordReset, { params: { id } })).detail;

/** What the auditor's devices told of and has not arrived (decision 0072). */
export const getAuditorDevicesUnsent = (id: number): Promise<RememberedDevice[]> =>
  call(deviceUnsent.ofAuditor, { params: { id } });
