import type { TourTarget } from '../../../contract/onboarding';

/** The element of the dashboard or shell that each tour step points at. */
const SELECTORS: Record<TourTarget, string> = {
  navigation: '#primary-navigation',
  profileCard: '[data-testid="profile-card"]',
  summaryTiles: '.summary-tiles',
  detailsLink: '.profile-more',
};

/**
 * What to point at instead when the element does not fit a phone's screen: the navigation links
 * are hidden behind the Menu button (so the bar holding it), and the six tiles are taller than
 * the screen (so the first row, leaving room for the popover).
 */
const ON_SMALL_SCREENS: Partial<Record<TourTarget, TourStepTarget>> = {
  navigation: { selector: '.navbar' },
  summaryTiles: {
    selector: '.summary-tiles > li:first-child',
    // reactour highlights the box around these alone, so the first tile is named again
    highlightedSelectors: ['.summary-tiles > li:first-child', '.summary-tiles > li:nth-child(2)'],
  },
};

/** The share of the screen's height an element may take and still leave room for the popover. */
const MAX_HEIGHT_SHARE = 0.45;

function fitsOnScreen(element: Element | null): boolean {
  const box = element?.getBoundingClientRect();
  // not drawn at all (display: none) counts as not fitting
  return box !== undefined && box.height > 0 && box.height <= window.innerHeight * MAX_HEIGHT_SHARE;
}

/** What a step highlights: one element, with more highlighted alongside when given. */
export interface TourStepTarget {
  selector: string;
  highlightedSelectors?: string[];
}

/** A step's element, picked when the tour opens, since it depends on the screen. */
export function tourStepTarget(target: TourTarget): TourStepTarget {
  const whole = { selector: SELECTORS[target] };
  const fallback = ON_SMALL_SCREENS[target];
  return fallback && !fitsOnScreen(document.querySelector(whole.selector)) ? fallback : whole;
}
