import { profileInfoSchema } from '../account';
import { additionalInfoSchema } from '../additionalInfo';
import { dashboardScoreSchema } from '../dashboard';
import { idProofParamsSchema, idProofViewSchema, managedIdProofListSchema } from '../dataViews';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';
import { managerLocationTreeSchema } from '../locations';
import {
  auditorFilterSchema,
  auditorRatingBodySchema,
  auditorRatingSchema,
  managedAuditorDetailSchema,
  managedAuditorListSchema,
  managedBankInfoSchema,
  managerEmailBodySchema,
  managerMobileBodySchema,
  passwordResetSentSchema,
  staffActionListSchema,
} from '../managerAuditors';

export const list = endpoint('GET', 'manager', '/auditor', {
  query: auditorFilterSchema,
  answer: managedAuditorListSchema,
});
export const locations = endpoint('GET', 'manager', '/location', { answer: managerLocationTreeSchema });
export const detail = endpoint('GET', 'manager', '/auditor/:id', {
  params: idParamsSchema,
  answer: managedAuditorDetailSchema,
});
export const groupRating = endpoint('GET', 'manager', '/auditor/:id/group_rating', {
  params: idParamsSchema,
  answer: dashboardScoreSchema,
});
export const profile = endpoint('GET', 'manager', '/auditor/:id/profile_info', {
  params: idParamsSchema,
  answer: profileInfoSchema,
});
export const additional = endpoint('GET', 'manager', '/auditor/:id/additional_info', {
  params: idParamsSchema,
  answer: additionalInfoSchema,
});
/** masked: the whole numbers only through `revealBank`, itself recorded */
export const bank = endpoint('GET', 'manager', '/auditor/:id/bank_info', {
  params: idParamsSchema,
  answer: managedBankInfoSchema,
});
export const revealBank = endpoint('POST', 'manager', '/auditor/:id/bank_info/reveal', {
  params: idParamsSchema,
  answer: managedBankInfoSchema,
});
export const history = endpoint('GET', 'manager', '/auditor/:id/history', {
  params: idParamsSchema,
  answer: staffActionListSchema,
});
// keyed by their AccountAction (client/api/manager.ts), which names the route's last segment
export const activate = endpoint('POST', 'manager', '/auditor/:id/activate', {
  params: idParamsSchema,
  answer: managedAuditorDetailSchema,
});
export const deactivate = endpoint('POST', 'manager', '/auditor/:id/deactivate', {
  params: idParamsSchema,
  answer: managedAuditorDetailSchema,
});
export const verify = endpoint('POST', 'manager', '/auditor/:id/verify', {
  params: idParamsSchema,
  answer: managedAuditorDetailSchema,
});
export const mobile = endpoint('POST', 'manager', '/auditor/:id/mobile_number', {
  params: idParamsSchema,
  body: managerMobileBodySchema,
  answer: managedAuditorDetailSchema,
});
export const rating = endpoint('GET', 'manager', '/auditor/:id/auditor_rating', {
  params: idParamsSchema,
  answer: auditorRatingSchema,
});
export const setRating = endpoint('POST', 'manager', '/auditor/:id/auditor_rating', {
  params: idParamsSchema,
  body: auditorRatingBodySchema,
  answer: auditorRatingSchema,
});
export const idProofs = endpoint('GET', 'manager', '/auditor/:id/id_proofs', {
  params: idParamsSchema,
  answer: managedIdProofListSchema,
});
/** opens one ID proof: the server records the view, then answers the file's address */
export const viewIdProof = endpoint('POST', 'manager', '/auditor/:id/id_proofs/:attachmentId/view', {
  params: idProofParamsSchema,
  answer: idProofViewSchema,
});
export const email = endpoint('POST', 'manager', '/auditor/:id/email', {
  params: idParamsSchema,
  body: managerEmailBodySchema,
  answer: managedAuditorDetailSchema,
});
/** mails the auditor a one-time link to set a new password; answers whom it went to */
export const passwordReset = endpoint('POST', 'manager', '/auditor/:id/password_reset', {
  params: idParamsSchema,
  answer: passwordResetSentSchema,
});

/**
 * The manager's auditor administration (decision 0024; the spec's paths and payloads): the
 * directory, one auditor's views, the account changes, their ID proofs and sign-in recovery. Every
 * change is recorded with its manager.
 */
export const MANAGER_AUDITOR_ENDPOINTS = {
  list,
  locations,
  detail,
  groupRating,
  profile,
  additional,
  bank,
  revealBank,
  history,
  activate,
  deactivate,
  verify,
  mobile,
  rating,
  setRating,
  idProofs,
  viewIdProof,
  email,
  passwordReset,
};
