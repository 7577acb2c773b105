import { personalInfoBodySchema, profileInfoSchema } from '../account';
import {
  consentsSchema,
  deactivationSchema,
  tosAcceptBodySchema,
  tourCompleteBodySchema,
  tourStatusSchema,
} from '../accountStatus';
import { additionalInfoBodySchema, additionalInfoSchema } from '../additionalInfo';
import { bankInfoRequestSchema, bankInfoSchema } from '../bankInfo';
import {
  mobileNumberBodySchema,
  mobileNumberSchema,
  preferencesSchema,
  whatsappNumberBodySchema,
  whatsappNumberSchema,
} from '../contactDetails';
import { dataViewListSchema } from '../dataViews';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../ids';

const ADDITIONAL_INFO_ROUTE = '/additional_info';

/**
 * The details page's calls (decision 0007): each POST is an upsert answering
 * like its GET; the mobile number is read through the dashboard's GET auditor/user.
 */
export const ACCOUNT_ENDPOINTS = {
  profileInfo: endpoint('GET', 'auditor', '/profile_info', { answer: profileInfoSchema }),
  saveProfileInfo: endpoint('POST', 'auditor', '/profile_info', {
    body: personalInfoBodySchema,
    answer: profileInfoSchema,
  }),
  bankInfo: endpoint('GET', 'auditor', '/bank_info', { answer: bankInfoSchema }),
  /** any of both bodies' fields: the saved profile city says which applies (bankInfoBodySchema) */
  saveBankInfo: endpoint('POST', 'auditor', '/bank_info', {
    body: bankInfoRequestSchema,
    answer: bankInfoSchema,
  }),
  additionalInfo: endpoint('GET', 'auditor', ADDITIONAL_INFO_ROUTE, { answer: additionalInfoSchema }),
  saveAdditionalInfo: endpoint('POST', 'auditor', ADDITIONAL_INFO_ROUTE, {
    body: additionalInfoBodySchema,
    answer: additionalInfoSchema,
  }),
  preferences: endpoint('GET', 'auditor', '/preferences', { answer: preferencesSchema }),
  savePreferences: endpoint('POST', 'auditor', '/preferences', {
    body: preferencesSchema,
    answer: preferencesSchema,
  }),
  saveMobileNumber: endpoint('POST', 'auditor', '/mobile_number', {
    body: mobileNumberBodySchema,
    answer: mobileNumberSchema,
  }),
  whatsappNumber: endpoint('GET', 'auditor', '/whatsapp_number', { answer: whatsappNumberSchema }),
  saveWhatsappNumber: endpoint('POST', 'auditor', '/whatsapp_number', {
    body: whatsappNumberBodySchema,
    answer: whatsappNumberSchema,
  }),
  /** the id is the signed-in user's: any other is 404, so a stale page cannot deactivate whoever is signed in now */
  deactivate: endpoint('POST', 'auditor', '/auditor_self/:id/deactivate', {
    params: idParamsSchema,
    answer: deactivationSchema,
  }),
  /** ours: who of the staff looked at my bank details and ID proofs */
  dataViews: endpoint('GET', 'auditor', '/data_views', { answer: dataViewListSchema }),
};

/** The terms and the onboarding tour (docs/rules.md#account-and-profile; decision 0007). */
export const ONBOARDING_ENDPOINTS = {
  acceptTerms: endpoint('POST', 'auditor', '/tos_accept', {
    body: tosAcceptBodySchema,
    answer: consentsSchema,
  }),
  completeTour: endpoint('POST', 'auditor', '/tour_complete', {
    body: tourCompleteBodySchema,
    answer: tourStatusSchema,
  }),
};

/**
 * GET auditor/additional_info read for its tour flag alone (client/api/tourStatus.ts): the
 * dashboard reads it on every visit, so it parses only the flag and its bundle carries none of the
 * details page's schemas. Not a table entry: the endpoint is `ACCOUNT_ENDPOINTS.additionalInfo`,
 * whose answer holds the flag.
 */
export const TOUR_STATUS_READ = endpoint('GET', 'auditor', ADDITIONAL_INFO_ROUTE, {
  answer: tourStatusSchema,
});
