import {
  type AdditionalInfo,
  type AdditionalInfoBody,
  additionalInfoSchema,
  type BankInfo,
  bankInfoSchema,
  type CityList,
  type CountryList,
  cityListSchema,
  countryListSchema,
  type DataViewEntry,
  type Deactivation,
  dataViewListSchema,
  deactivationSchema,
  type MobileNumber,
  type MobileNumberBody,
  mobileNumberSchema,
  type PayoutDetails,
  type PersonalInfoBody,
  type Preferences,
  type ProfileInfo,
  preferencesSchema,
  profileInfoSchema,
  type StateList,
  stateListSchema,
  type WhatsappNumber,
  type WhatsappNumberBody,
  whatsappNumberSchema,
} from '../../contract';
import { http } from './http';

/**
 * The account area's calls (spec §7, decision 0007). Each POST is an upsert that answers like its
 * GET; a refusal is a ky HTTPError whose `data` is the `{field: [messages]}` body.
 */

export const saveProfileInfo = (body: PersonalInfoBody): Promise<ProfileInfo> =>
  http.post('auditor/profile_info', { json: body }).json(profileInfoSchema);

export const getBankInfo = (): Promise<BankInfo> => http.get('auditor/bank_info').json(bankInfoSchema);

/** The server picks bank or PayPal from the saved city, so only that method's fields matter. */
export const saveBankInfo = (body: Partial<PayoutDetails>): Promise<BankInfo> =>
  http.post('auditor/bank_info', { json: body }).json(bankInfoSchema);

export const getAdditionalInfo = (): Promise<AdditionalInfo> =>
  http.get('auditor/additional_info').json(additionalInfoSchema);

export const saveAdditionalInfo = (body: AdditionalInfoBody): Promise<AdditionalInfo> =>
  http.post('auditor/additional_info', { json: body }).json(additionalInfoSchema);

export const getPreferences = (): Promise<Preferences> =>
  http.get('auditor/preferences').json(preferencesSchema);

export const savePreferences = (body: Preferences): Promise<Preferences> =>
  http.post('auditor/preferences', { json: body }).json(preferencesSchema);

export const saveMobileNumber = (body: MobileNumberBody): Promise<MobileNumber> =>
  http.post('auditor/mobile_number', { json: body }).json(mobileNumberSchema);

export const getWhatsappNumber = (): Promise<WhatsappNumber> =>
  http.get('auditor/whatsapp_number').json(whatsappNumberSchema);

export const saveWhatsappNumber = (body: WhatsappNumberBody): Promise<WhatsappNumber> =>
  http.post('auditor/whatsapp_number', { json: body }).json(whatsappNumberSchema);

/** The id is the signed-in user's: the server refuses any other (404), so a stale page cannot act. */
export const deactivateAccount = (userId: number): Promise<Deactivation> =>
  http.post(`auditor/auditor_self/${userId}/deactivate`).json(deactivationSchema);

export const getCountries = (): Promise<CountryList> => http.get('auditor/country').json(countryListSchema);

export const getStates = (country: string): Promise<StateList> =>
  http.get(`auditor/state/${encodeURIComponent(country)}`).json(stateListSchema);

export const getCities = (country: string, state: string): Promise<CityList> =>
  http.get(`auditor/city/${encodeURIComponent(state)}`, { searchParams: { country } }).json(cityListSchema);

/** GET auditor/data_views (issue 15): who of the staff looked at my bank details and ID proofs. */
export const getDataViews = async (): Promise<DataViewEntry[]> =>
  (await http.get('auditor/data_views').json(dataViewListSchema)).views;
