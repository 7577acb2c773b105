import { MANAGE_HOME, MANAGER_NAV_ITEMS } from './managerAuditors';
import type { Role } from './roles';

/**
 * Where each member of staff works (issue 15): their home and navigation under /manage. A role
 * without an area (the moderator, until repeat alerts have a screen) sees the staff page.
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

export const STAFF_AREAS: Partial<Record<Role, StaffArea>> = {
  manager: { home: MANAGE_HOME, items: MANAGER_NAV_ITEMS },
  qa: REVIEW_AREA,
  pm: REVIEW_AREA,
  client: REVIEW_AREA,
};

/** Whether `pathname` is one of the area's pages (an item's address or below it). */
export const staffAreaHas = (area: StaffArea, pathname: string): boolean =>
  area.items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
