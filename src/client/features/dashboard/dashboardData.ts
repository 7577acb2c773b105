import type { AccountProfile, DashboardStats, ProfileInfo } from '../../../contract';
import { getDashboardStats, getProfileCompletion, getProfileInfo, getUser } from '../../api/dashboard';

export interface ProfileData {
  user: AccountProfile;
  info: ProfileInfo;
}

export interface SummaryData {
  stats: DashboardStats;
  completionPercentage: number;
}

export async function loadProfile(): Promise<ProfileData> {
  const [user, info] = await Promise.all([getUser(), getProfileInfo()]);
  return { user, info };
}

export async function loadSummary(): Promise<SummaryData> {
  const [stats, completion] = await Promise.all([getDashboardStats(), getProfileCompletion()]);
  return { stats, completionPercentage: completion.profile_completion_percentage };
}
