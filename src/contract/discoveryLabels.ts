/**
 * The words and the distance filter of audit discovery (decision 0019), apart from its schemas
 * (discovery.ts): /audit reads them on its first load, which loads no zod (opportunityRoutes.ts).
 */

/** spec: "Distance filter options: 1, 5, 10, 20, 50, 100 km; default 100." */
export const DISTANCE_FILTER_KMS = [1, 5, 10, 20, 50, 100] as const;
export const DEFAULT_DISTANCE_KMS = 100;

/** The distance filter named in a page's address (?kms=), or undefined when it names none we offer. */
export const offeredDistance = (value: string | null): number | undefined => {
  const asked = Number(value);
  return (DISTANCE_FILTER_KMS as readonly number[]).includes(asked) ? asked : undefined;
};

export const DISCOVERY_MESSAGES = {
  selectLocation: 'Please select a location',
  found: (count: number) =>
    count === 1
      ? 'Congrats! 1 audit is found in this location'
      : `Congrats! ${count} audits are found in this location`,
  noneFound: 'No audits are found in this location',
  noneAvailable:
    'There are no audits available in this location right now. We will inform you when new audits are available.',
  seeAll: (count: number) => `see all ${count} ${count === 1 ? 'opportunity' : 'opportunities'}`,
} as const;

/** Why the server refuses to list opportunities (the page shows its prompts before asking). */
export const DISCOVERY_GATE_MESSAGES = {
  mobileMissing: 'Please update your mobile number to see the audits available.',
  personalIncomplete: 'Please complete your personal information to see the audits available.',
} as const;
