import type { AccountProfile, AdditionalInfo, BankInfo, Preferences, ProfileInfo } from '../../../contract';
import { getAdditionalInfo, getBankInfo, getPreferences } from '../../api/account';
import { getProfileCompletion, getProfileInfo, getUser } from '../../api/dashboard';

/** Everything the details page shows, read in parallel. */
export interface DetailsData {
  user: AccountProfile;
  profile: ProfileInfo;
  bank: BankInfo;
  additional: AdditionalInfo;
  preferences: Preferences;
  completionPercentage: number;
}

export async function loadDetails(): Promise<DetailsData> {
  const [user, profile, bank, additional, preferences, completion] = await Promise.all([
    getUser(),
    getProfileInfo(),
    getBankInfo(),
    getAdditionalInfo(),
    getPreferences(),
    getProfileCompletion(),
  ]);
  return {
    user,
    profile,
    bank,
    additional,
    preferences,
    completionPercentage: completion.profile_completion_percentage,
  };
}
