import type { TourProps } from '@reactour/tour';

type PlacementFunction = Extract<NonNullable<TourProps['onTransition']>, (...args: never[]) => unknown>;
/** The target's box (grown by the popover's padding), the popover's size and the window's. */
export type PlacementInput = Parameters<PlacementFunction>[0];

/** Space kept between the popover and the screen's edges, in px. */
const EDGE = 12;

/**
 * Where the popover goes: below the highlighted element if it fits, else above, else along the
 * bottom of the screen; lined up with the element's left edge but never touching the screen's
 * edges. reactour's own placement puts a phone-wide popover flush against the edge and centres it
 * over the element while scrolling.
 */
export function placePopover(input: PlacementInput): [number, number] {
  const { width, height, windowWidth, windowHeight, left, top, bottom } = input;
  const maxX = windowWidth - width - EDGE;
  const x = maxX < EDGE ? Math.max(0, (windowWidth - width) / 2) : Math.min(Math.max(left, EDGE), maxX);
  if (bottom + height + EDGE <= windowHeight) return [x, bottom];
  if (top - height - EDGE >= 0) return [x, top - height];
  return [x, Math.max(EDGE, windowHeight - height - EDGE)];
}
