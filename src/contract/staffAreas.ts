import { MANAGE_HOME, MANAGER_NAV_ITEMS } from './managerAuditors';
import { NOTICE_CENTRE_PATH } from './notices';
import { REPEAT_ALERTS_HOME } from './repeatAlerts';
import type { Role, StaffRole } from './roles';

/**
 * Where each member of staff works (decision 0025, "Screens"): their home and navigation under
 * /manage. Every role but the auditor's has one (the type says so), so no member of staff meets an
 * empty app.
 */
export interface StaffArea {
  home: string;
  items: ReadonlyArray<{ label: string; to: string }>;
}

export const REVIEW_HOME = '/manage/review';
const REVIEW_AREA: StaffArea = {
  home: REVIEW_HOME,
  items: [{ label: 'Reports to review', to: REVIEW_HOME }],
};

export const STAFF_AREAS: Record<StaffRole, StaffArea> = {
  manager: { home: MANAGE_HOME, items: MANAGER_NAV_ITEMS },
  qa: REVIEW_AREA,
  pm: REVIEW_AREA,
  client: REVIEW_AREA,
  moderator: { home: REPEAT_ALERTS_HOME, items: [{ label: 'Repeat alerts', to: REPEAT_ALERTS_HOME }] },
};

/**
 * Whether `pathname` is one of the area's pages (an item's address or below it); the notice
 * centre is every area's.
 */
export const staffAreaHas = (area: StaffArea, pathname: string): boolean =>
  pathname === NOTICE_CENTRE_PATH ||
  area.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

/** The signed-in role's area; none for an auditor. */
export const staffAreaOf = (role: Role): StaffArea | undefined =>
  role === 'auditor' ? undefined : STAFF_AREAS[role];
