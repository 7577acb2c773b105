import { NOTICE_CENTRE_PATH } from './noticeCentre';
import type { Role, StaffRole } from './roles';

/**
 * Where each member of staff works (decision 0025, "Screens"): their home and navigation under
 * /manage. Every role but the auditor's has one (the type says so), so no member of staff meets an
 * empty app. No zod here: the shell reads it on every first load (decision 0051).
 */
export interface StaffArea {
  home: string;
  items: ReadonlyArray<{ label: string; to: string }>;
  /** pages below an item's address that are not this area's (a brand's people, for its team) */
  closed?: readonly string[];
}

/** The back office's navigation (decision 0025: staff see their own, under /manage). */
export const MANAGER_NAV_ITEMS = [
  { label: 'Overview', to: '/manage/overview' },
  { label: 'Auditors', to: '/manage/auditors' },
  { label: 'Applications', to: '/manage/applications' },
  { label: 'Payment runs', to: '/manage/payments' },
  { label: 'Concerns', to: '/manage/concerns' },
] as const;
/** where a manager lands: what waits for them (decision 0043) */
export const MANAGE_HOME = '/manage/overview';

export const REVIEW_HOME = '/manage/review';
export const REPEAT_ALERTS_HOME = '/manage/repeat_alerts';
const REVIEW_AREA: StaffArea = {
  home: REVIEW_HOME,
  items: [{ label: 'Reports to review', to: REVIEW_HOME }],
};

/** where a brand's people land: what its accepted reports add up to (decision 0077) */
export const BRAND_HOME = '/manage/brand';
export const BRAND_STORES = '/manage/brand/stores';
export const BRAND_REPORTS = '/manage/brand/reports';
export const BRAND_PEOPLE = '/manage/brand/people';
export const BRAND_QUESTIONS = '/manage/brand/questions';
export const BRAND_WEBHOOK = '/manage/brand/webhook';
/** corrective action plans (decisions 0084, 0085); notices.ts NOTICE_LINKS.actionPlan is below it */
export const BRAND_ACTIONS = '/manage/brand/actions';
const BRAND_FIGURES = [
  { label: 'Overview', to: BRAND_HOME },
  { label: 'Stores', to: BRAND_STORES },
  { label: 'Questions', to: BRAND_QUESTIONS },
  { label: 'Actions', to: BRAND_ACTIONS },
];
/**
 * the brand's admin: its figures, its people and regions, its webhook and its reports to review
 * (decisions 0078, 0081)
 */
const BRAND_ADMIN_AREA: StaffArea = {
  home: BRAND_HOME,
  items: [
    ...BRAND_FIGURES,
    { label: 'People', to: BRAND_PEOPLE },
    { label: 'Webhook', to: BRAND_WEBHOOK },
    { label: 'Reports to review', to: REVIEW_HOME },
  ],
};
/** the people a brand invited: its figures, within their seat */
const BRAND_TEAM_AREA: StaffArea = {
  home: BRAND_HOME,
  items: BRAND_FIGURES,
  closed: [BRAND_PEOPLE, BRAND_WEBHOOK],
};

export const STAFF_AREAS: Record<StaffRole, StaffArea> = {
  manager: { home: MANAGE_HOME, items: MANAGER_NAV_ITEMS },
  qa: REVIEW_AREA,
  pm: REVIEW_AREA,
  client: BRAND_ADMIN_AREA,
  brand: BRAND_TEAM_AREA,
  moderator: { home: REPEAT_ALERTS_HOME, items: [{ label: 'Repeat alerts', to: REPEAT_ALERTS_HOME }] },
};

/**
 * Whether `pathname` is one of the area's pages (an item's address or below it); the notice
 * centre is every area's.
 */
const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);
export const staffAreaHas = (area: StaffArea, pathname: string): boolean =>
  pathname === NOTICE_CENTRE_PATH ||
  (area.items.some((item) => under(pathname, item.to)) &&
    !(area.closed ?? []).some((path) => under(pathname, path)));

/** The signed-in role's area; none for an auditor. */
export const staffAreaOf = (role: Role): StaffArea | undefined =>
  role === 'auditor' ? undefined : STAFF_AREAS[role];
