/**
 * The eligibility rule's verdict as the screens read it (eligibility.ts evaluates it on the server),
 * without zod: /audit's cards show it on a first load that loads none (opportunityRoutes.ts).
 */

/** The factors this rule can check, each with the auditor's value it compares. */
export const CHECKED_FACTOR_KEYS = [
  'gender',
  'education',
  'marital_status',
  'income',
  'car_cost',
  'auditor_rating',
  'report_rating',
] as const;
export type CheckedFactorKey = (typeof CHECKED_FACTOR_KEYS)[number];

/** Where the auditor can give a missing value themselves (ratings come from reviews, not forms). */
export const FACTOR_EDIT_PATHS: Partial<Record<CheckedFactorKey, string>> = {
  gender: '/details/profile/edit',
  education: '/details/profile/edit',
  marital_status: '/details/profile/edit',
  income: '/details/additional/edit',
  car_cost: '/details/additional/edit',
};

/** One factor the auditor does not meet, in words, and whether they have a value for it at all. */
export interface UnmetFactor {
  key: string;
  /** "needs an auditor rating of 4 or 5" */
  needs: string;
  /** the auditor has no value for it yet (no rating, income not given) */
  missing: boolean;
}

/** The server's verdict on a cycle for the auditor (eligibility.ts); its schema is discovery.ts's. */
export interface Eligibility {
  eligible: boolean;
  unmet: UnmetFactor[];
}

/** Everyone qualifies for a cycle that asks for nothing. */
export const OPEN_TO_ALL: Eligibility = { eligible: true, unmet: [] };
