import {
  type AdditionalInfo,
  type AuditorFilter,
  additionalInfoSchema,
  auditorRatingSchema,
  type DashboardScore,
  dashboardScoreSchema,
  idProofViewSchema,
  type ManagedAuditorDetail,
  type ManagedAuditorList,
  type ManagedBankInfo,
  type ManagedIdProof,
  type ManagerLocationTree,
  managedAuditorDetailSchema,
  managedAuditorListSchema,
  managedBankInfoSchema,
  managedIdProofListSchema,
  managerLocationTreeSchema,
  type ProfileInfo,
  passwordResetSentSchema,
  profileInfoSchema,
  type StaffAction,
  staffActionListSchema,
} from '../../contract';
import { http } from './http';

/** The manager's auditor administration (second document, section 7; issue 15). */

const auditor = (id: number, path = '') => `manager/auditor/${id}${path}`;

export const listAuditors = (filter: AuditorFilter): Promise<ManagedAuditorList> => {
  const searchParams = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
  return http.get('manager/auditor', { searchParams }).json(managedAuditorListSchema);
};

export const getManagedAuditor = (id: number): Promise<ManagedAuditorDetail> =>
  http.get(auditor(id)).json(managedAuditorDetailSchema);
export const getManagedProfile = (id: number): Promise<ProfileInfo> =>
  http.get(auditor(id, '/profile_info')).json(profileInfoSchema);
export const getManagedAdditional = (id: number): Promise<AdditionalInfo> =>
  http.get(auditor(id, '/additional_info')).json(additionalInfoSchema);
export const getGroupRating = (id: number): Promise<DashboardScore> =>
  http.get(auditor(id, '/group_rating')).json(dashboardScoreSchema);
export const getManagedBank = (id: number): Promise<ManagedBankInfo> =>
  http.get(auditor(id, '/bank_info')).json(managedBankInfoSchema);
export const revealManagedBank = (id: number): Promise<ManagedBankInfo> =>
  http.post(auditor(id, '/bank_info/reveal')).json(managedBankInfoSchema);
export const getAuditorHistory = async (id: number): Promise<StaffAction[]> =>
  (await http.get(auditor(id, '/history')).json(staffActionListSchema)).actions;

export type AccountAction = 'activate' | 'deactivate' | 'verify';
export const changeAccount = (id: number, action: AccountAction): Promise<ManagedAuditorDetail> =>
  http.post(auditor(id, `/${action}`)).json(managedAuditorDetailSchema);
export const setManagedMobile = (id: number, mobileNumber: string): Promise<ManagedAuditorDetail> =>
  http
    .post(auditor(id, '/mobile_number'), { json: { mobile_number: mobileNumber } })
    .json(managedAuditorDetailSchema);
export const setManagedRating = (id: number, rating: number): Promise<number | null> =>
  http
    .post(auditor(id, '/auditor_rating'), { json: { auditor_rating: rating } })
    .json(auditorRatingSchema)
    .then((answer) => answer.auditor_rating);

export const getManagedIdProofs = async (id: number): Promise<ManagedIdProof[]> =>
  (await http.get(auditor(id, '/id_proofs')).json(managedIdProofListSchema)).id_proofs;
/** Opens one ID proof: the server records the view, then answers the file's address. */
export const viewManagedIdProof = async (id: number, attachmentId: string): Promise<string> =>
  (await http.post(auditor(id, `/id_proofs/${attachmentId}/view`)).json(idProofViewSchema)).direct_url;

export const getAuditorLocations = (): Promise<ManagerLocationTree> =>
  http.get('manager/location').json(managerLocationTreeSchema);

export const setManagedEmail = (id: number, email: string): Promise<ManagedAuditorDetail> =>
  http.post(auditor(id, '/email'), { json: { email } }).json(managedAuditorDetailSchema);
/** Sends the auditor a one-time link to set a new password; answers whom it went to. */
export const sendManagedPasswordReset = async (id: number): Promise<string> =>
  (await http.post(auditor(id, '/password_reset')).json(passwordResetSentSchema)).detail;
