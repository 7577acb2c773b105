/** Words of the discovery pages that tests read too (a module without React or CSS). */

export const ELIGIBILITY_TEXTS = {
  notYet: 'You do not qualify for this audit yet',
  noneYet: 'you have none yet',
  notGiven: 'you have not given yours',
  giveIt: 'Add it to your profile',
} as const;

export const OPPORTUNITY_LIST_TITLES = {
  open: 'Audits near you',
  closed: 'Not open to you yet',
} as const;

/** The city search, when it cannot run: it reads the server's lists. */
export const CITY_SEARCH_OFFLINE = 'The search needs a connection. Try again once you are online.';

/**
 * Its form's code could not come (offline on a first visit, before the app was kept): the page
 * keeps that failure until it reloads, so it asks for a reload rather than another try.
 */
export const CITY_SEARCH_NOT_LOADED =
  'The search could not load without a connection. Reload this page once you are online.';
