import { describe, expect, it } from 'vitest';
import { type PlacementInput, placePopover } from '../../../src/client/features/tour/popoverPlacement';

/** A phone-sized window (390 x 844) and a 350 x 240 popover, as in the e2e screenshots. */
const at = (target: { left: number; top: number; right: number; bottom: number }): PlacementInput => ({
  ...target,
  x: target.left,
  y: target.top,
  width: 350,
  height: 240,
  windowWidth: 390,
  windowHeight: 844,
});

describe('placePopover', () => {
  it('goes below an element near the top, kept off the screen edge', () => {
    expect(placePopover(at({ left: -10, top: -10, right: 400, bottom: 70 }))).toEqual([12, 70]);
  });

  it('goes above an element when there is no room below', () => {
    expect(placePopover(at({ left: 16, top: 700, right: 200, bottom: 800 }))).toEqual([16, 460]);
  });

  it('sits along the bottom of the screen when there is no room either side', () => {
    expect(placePopover(at({ left: 16, top: 100, right: 374, bottom: 700 }))).toEqual([16, 592]);
  });

  it('is centred when it is wider than the screen allows with margins', () => {
    expect(placePopover({ ...at({ left: 0, top: 0, right: 390, bottom: 60 }), width: 380 })).toEqual([5, 60]);
  });
});
