/** The four fictional client brands whose stores the auditors visit. */
export interface ClientSeed {
  slug: string;
  /** Legal name, seen by staff */
  name: string;
  /** What auditors see on cards and reports */
  displayName: string;
}

export const CLIENTS: ClientSeed[] = [
  { slug: 'kaapi-kulture', name: 'Kaapi Kulture Beverages Pvt. Ltd.', displayName: 'Kaapi Kulture' },
  { slug: 'voltkart', name: 'Voltkart Retail Ltd.', displayName: 'Voltkart Electronics' },
  { slug: 'kosh-bank', name: 'Kosh Bank Ltd.', displayName: 'Kosh Bank' },
  { slug: 'dhaaga', name: 'Dhaaga Apparel Co. Pvt. Ltd.', displayName: 'Dhaaga' },
];

export const logoUrl = (slug: string): string => `/logos/${slug}.svg`;
