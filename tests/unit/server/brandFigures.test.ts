import { describe, expect, it } from 'vitest';
import {
  league,
  regionFigures,
  type StoreCycleSum,
  sectionFigures,
  storeFigures,
} from '../../../src/server/domain/brand/brandFigures';
import { foldWaveFigures } from '../../../src/server/domain/brand/waveFigures';

/** One store's sums in one wave: its reports' scores (percent) and how many passed. */
function sums(
  cycle: number,
  store: number,
  scores: number[],
  passed = 0,
  region: { id: number; name: string } | null = null,
): StoreCycleSum {
  return {
    region_id: region?.id ?? null,
    region_name: region?.name ?? null,
    cycle_id: cycle,
    cycle_name: `Wave ${cycle}`,
    start_date: `2026-0${cycle}-01`,
    store_id: store,
    store_name: `Store ${store}`,
    city_id: 1,
    city_name: 'Mumbai',
    kind: 'score',
    item_id: 0,
    value_milli: scores.reduce((total, score) => total + score * 1000, 0),
    reports: scores.length,
    passed,
    lost: 0,
  };
}

describe('the regions of a wave (decision 0078)', () => {
  const north = { id: 1, name: 'North' };
  const south = { id: 2, name: 'South' };
  it('makes a region the mean of its stores, a store audited often weighing as one audited once', () => {
    const figures = regionFigures(
      [
        sums(1, 1, [90, 90, 90, 90], 0, north),
        sums(1, 2, [50], 0, north),
        sums(1, 3, [80], 0, south),
        sums(2, 4, [10], 0, south),
      ],
      1,
    );
    expect(figures).toEqual([
      { region_id: 2, region_name: 'South', score: 80, stores: 1 },
      { region_id: 1, region_name: 'North', score: 70, stores: 2 },
    ]);
  });

  it('leaves out a store whose city is in no region', () => {
    expect(regionFigures([sums(1, 1, [90]), sums(1, 2, [40], 0, north)], 1)).toEqual([
      { region_id: 1, region_name: 'North', score: 40, stores: 1 },
    ]);
  });
});

describe('the league of stores (decision 0077)', () => {
  it('shares a rank between equal scores and skips the places they take (1, 2, 2, 4)', () => {
    const rows = league([sums(1, 1, [90]), sums(1, 2, [80]), sums(1, 3, [70, 90]), sums(1, 4, [60])], 1);
    expect(rows.map((row) => [row.store_name, row.rank])).toEqual([
      ['Store 1', 1],
      ['Store 2', 2],
      ['Store 3', 2],
      ['Store 4', 4],
    ]);
  });

  it('moves a store by the places it gained since the wave before, and not one new to the league', () => {
    const rows = league(
      [sums(1, 1, [90]), sums(1, 2, [50]), sums(2, 1, [40]), sums(2, 2, [60]), sums(2, 3, [100])],
      2,
    );
    expect(rows.map((row) => [row.store_name, row.rank, row.movement, row.by_cycle])).toEqual([
      ['Store 3', 1, null, [null, 100]],
      ['Store 2', 2, 0, [50, 60]],
      ['Store 1', 3, -2, [90, 40]],
    ]);
  });

  it('gives a store the mean of its reports, whatever their number', () => {
    expect(storeFigures([sums(1, 1, [100, 50, 0])], 1)).toEqual([
      { store_id: 1, store_name: 'Store 1', city_name: 'Mumbai', score: 50, reports: 3 },
    ]);
  });
});

describe('section figures', () => {
  it('take each store’s mean of the section, then the mean of the stores, leaving out what was not scored', () => {
    const report = (store: number, percent: number | null) => ({
      ...sums(1, store, []),
      score_milli: 50_000,
      passed: 0,
      sections: JSON.stringify([{ section_id: 7, percent }]),
    });
    const figures = sectionFigures(
      foldWaveFigures([report(1, 100), report(1, 0), report(2, 80), report(3, null)]),
      [
        { id: 7, name: 'Service' },
        { id: 8, name: 'Billing' },
      ],
    );
    // store 1: (100 + 0) / 2 = 50; store 2: 80; store 3 not scored in it: (50 + 80) / 2
    expect(figures).toEqual([
      { section_id: 7, name: 'Service', score: 65 },
      { section_id: 8, name: 'Billing', score: null },
    ]);
  });
});
