import type {
  AdditionalInfo,
  AdditionalInfoBody,
  BankInfo,
  CityList,
  CountryList,
  DataViewEntry,
  Deactivation,
  MobileNumber,
  MobileNumberBody,
  PayoutDetails,
  PersonalInfoBody,
  Preferences,
  ProfileInfo,
  StateList,
  WhatsappNumber,
  WhatsappNumberBody,
} from '../../contract';
import * as endpoints from '../../contract/endpoints/account';
import * as profile from '../../contract/endpoints/accountProfile';
import * as locations from '../../contract/endpoints/locations';
import { call } from './call';

/**
 * The account area's calls (decision 0007). Each POST is an upsert that answers like its
 * GET; a refusal is an HttpError (http.ts) whose `data` is the `{field: [messages]}` body.
 */

export const saveProfileInfo = (body: PersonalInfoBody): Promise<ProfileInfo> =>
  call(profile.saveProfileInfo, { body });

export const getBankInfo = (): Promise<BankInfo> => call(endpoints.bankInfo);

/** The server picks bank or PayPal from the saved city, so only that method's fields matter. */
export const saveBankInfo = (body: Partial<PayoutDetails>): Promise<BankInfo> =>
  call(endpoints.saveBankInfo, { body });

export const getAdditionalInfo = (): Promise<AdditionalInfo> => call(endpoints.additionalInfo);

export const saveAdditionalInfo = (body: AdditionalInfoBody): Promise<AdditionalInfo> =>
  call(endpoints.saveAdditionalInfo, { body });

export const getPreferences = (): Promise<Preferences> => call(endpoints.preferences);

export const savePreferences = (body: Preferences): Promise<Preferences> =>
  call(endpoints.savePreferences, { body });

export const saveMobileNumber = (body: MobileNumberBody): Promise<MobileNumber> =>
  call(endpoints.saveMobileNumber, { body });

export const getWhatsappNumber = (): Promise<WhatsappNumber> => call(endpoints.whatsappNumber);

export const saveWhatsappNumber = (body: WhatsappNumberBody): Promise<WhatsappNumber> =>
  call(endpoints.saveWhatsappNumber, { body });

/** The id is the signed-in user's: the server refuses any other (404), so a stale page cannot act. */
export const deactivateAccount = (userId: number): Promise<Deactivation> =>
  call(endpoints.deactivate, { params: { id: userId } });

export const getCountries = (): Promise<CountryList> => call(locations.countries);

export const getStates = (country: string): Promise<StateList> =>
  call(locations.states, { params: { country } });

export const getCities = (country: string, state: string): Promise<CityList> =>
  call(locations.cities, { params: { state }, query: { country } });

/** Who of the staff looked at my bank details and ID proofs. */
export const getDataViews = async (): Promise<DataViewEntry[]> => (await call(endpoints.dataViews)).views;
