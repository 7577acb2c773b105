import { deactivationSchema } from '../accountStatus';
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
import { ADDITIONAL_INFO_ROUTE } from '../firstLoadRoutes';
import { idParamsSchema } from '../ids';
import { profileInfo, saveProfileInfo } from './accountProfile';

export const bankInfo = endpoint('GET', 'auditor', '/bank_info', { answer: bankInfoSchema });
/** any of both bodies' fields: the saved profile city says which applies (bankInfoBodySchema) */
export const saveBankInfo = endpoint('POST', 'auditor', '/bank_info', {
  body: bankInfoRequestSchema,
  answer: bankInfoSchema,
});
export const additionalInfo = endpoint('GET', 'auditor', ADDITIONAL_INFO_ROUTE, {
  answer: additionalInfoSchema,
});
export const saveAdditionalInfo = endpoint('POST', 'auditor', ADDITIONAL_INFO_ROUTE, {
  body: additionalInfoBodySchema,
  answer: additionalInfoSchema,
});
export const preferences = endpoint('GET', 'auditor', '/preferences', { answer: preferencesSchema });
export const savePreferences = endpoint('POST', 'auditor', '/preferences', {
  body: preferencesSchema,
  answer: preferencesSchema,
});
export const saveMobileNumber = endpoint('POST', 'auditor', '/mobile_number', {
  body: mobileNumberBodySchema,
  answer: mobileNumberSchema,
});
export const whatsappNumber = endpoint('GET', 'auditor', '/whatsapp_number', {
  answer: whatsappNumberSchema,
});
export const saveWhatsappNumber = endpoint('POST', 'auditor', '/whatsapp_number', {
  body: whatsappNumberBodySchema,
  answer: whatsappNumberSchema,
});
/** the id is the signed-in user's: any other is 404, so a stale page cannot deactivate whoever is signed in now */
export const deactivate = endpoint('POST', 'auditor', '/auditor_self/:id/deactivate', {
  params: idParamsSchema,
  answer: deactivationSchema,
});
/** ours: who of the staff looked at my bank details and ID proofs */
export const dataViews = endpoint('GET', 'auditor', '/data_views', { answer: dataViewListSchema });

/**
 * The details page's calls (decision 0007): each POST is an upsert answering
 * like its GET; the mobile number is read through the dashboard's GET auditor/user.
 */
export const ACCOUNT_ENDPOINTS = {
  profileInfo,
  saveProfileInfo,
  bankInfo,
  saveBankInfo,
  additionalInfo,
  saveAdditionalInfo,
  preferences,
  savePreferences,
  saveMobileNumber,
  whatsappNumber,
  saveWhatsappNumber,
  deactivate,
  dataViews,
};
