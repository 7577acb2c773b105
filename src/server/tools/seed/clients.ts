/** The four fictional client brands whose stores the auditors visit. */
export interface ClientSeed {
  slug: string;
  /** Legal name, seen by staff */
  name: string;
  /** What auditors see on cards and reports */
  displayName: string;
  /**
   * Days its reports wait for its client reviewer after the PM's accept; null: no client review,
   * the PM's accept is final (decision 0065). Only Kaapi Kulture has a reviewer in the demo world.
   */
  clientReviewDays: number | null;
}

export const CLIENTS: ClientSeed[] = [
  {
    slug: 'kaapi-kulture',
    name: 'Kaapi Kulture Beverages Pvt. Ltd.',
    displayName: 'Kaapi Kulture',
    clientReviewDays: 7,
  },
  {
    slug: 'voltkart',
    name: 'Voltkart Retail Ltd.',
    displayName: 'Voltkart Electronics',
    clientReviewDays: null,
  },
  { slug: 'kosh-bank', name: 'Kosh Bank Ltd.', displayName: 'Kosh Bank', clientReviewDays: null },
  { slug: 'dhaaga', name: 'Dhaaga Apparel Co. Pvt. Ltd.', displayName: 'Dhaaga', clientReviewDays: null },
];

export const logoUrl = (slug: string): string => `/logos/${slug}.svg`;
