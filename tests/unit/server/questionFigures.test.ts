import { describe, expect, it } from 'vitest';
import { questionFigures, sectionStoreFigures } from '../../../src/server/domain/brand/questionFigures';
import {
  type FigurePlace,
  foldWaveFigures,
  type StoredScore,
} from '../../../src/server/domain/brand/waveFigures';

/** Two waves, each asking "Greeted?" in Service; only the second asks "Upsold?". */
const texts = [
  { id: 1, question_txt: 'Greeted?', section_id: 10, section_name: 'Service', cycle_id: 1 },
  { id: 2, question_txt: 'Greeted?', section_id: 20, section_name: 'Service', cycle_id: 2 },
  { id: 3, question_txt: 'Upsold?', section_id: 20, section_name: 'Service', cycle_id: 2 },
];
const report = (
  cycle: number,
  store: number,
  marks: Array<[number, number, number]>,
  percent: number | null = null,
): StoredScore & FigurePlace => ({
  cycle_id: cycle,
  cycle_name: `Wave ${cycle}`,
  start_date: `2026-0${cycle}-01`,
  store_id: store,
  store_name: `Store ${store}`,
  city_id: 1,
  city_name: 'Mumbai',
  region_id: null,
  region_name: null,
  score_milli: 50_000,
  passed: 0,
  sections: JSON.stringify([{ section_id: cycle * 10, percent, questions: marks }]),
});
/** the figures as the table sums them (decision 0079), from the reports */
const summed = (...reports: Array<StoredScore & FigurePlace>) => foldWaveFigures(reports);

describe('the questions heatmap (decision 0078)', () => {
  it('means each store first, finds the question in other waves by its section and text, worst first', () => {
    const figures = questionFigures(
      summed(
        report(1, 1, [[1, 0, 5]]),
        // store 1 audited three times in wave 2 weighs what store 2 audited once does
        report(2, 1, [
          [2, 5, 5],
          [3, 0, 5],
        ]),
        report(2, 1, [
          [2, 5, 5],
          [3, 0, 5],
        ]),
        report(2, 1, [
          [2, 5, 5],
          [3, 5, 5],
        ]),
        report(2, 2, [
          [2, 0, 5],
          [3, 5, 5],
        ]),
      ),
      texts,
      2,
      [1, 2],
    );
    expect(figures.map((q) => [q.text, q.score, q.lost, q.reports, q.by_cycle])).toEqual([
      ['Greeted?', 50, 25, 4, [0, 50]],
      ['Upsold?', expect.closeTo(66.667, 3), 50, 4, [null, expect.closeTo(66.667, 3)]],
    ]);
  });

  it('puts a question unscored in the wave after the scored ones, and leaves out one never scored', () => {
    const figures = questionFigures(
      summed(report(1, 1, [[1, 5, 5]]), report(2, 1, [[3, 5, 5]])),
      texts,
      2,
      [1, 2],
    );
    expect(figures.map((q) => [q.text, q.score, q.lost, q.by_cycle])).toEqual([
      ['Upsold?', 100, 0, [null, 100]],
      ['Greeted?', null, null, [100, null]],
    ]);
    expect(questionFigures(summed(report(2, 1, [[3, 5, 5]])), texts, 2, [2]).map((q) => q.text)).toEqual([
      'Upsold?',
    ]);
  });

  it('gives each store’s mean section percent in the wave, stores by name', () => {
    const maps = sectionStoreFigures(
      summed(report(2, 2, [], 40), report(2, 1, [], 90), report(2, 1, [], 70), report(1, 3, [], 10)),
      2,
      [{ id: 20, name: 'Service' }],
    );
    expect(maps).toEqual({
      stores: [
        { id: 1, name: 'Store 1' },
        { id: 2, name: 'Store 2' },
      ],
      sections: [{ section_id: 20, name: 'Service', by_store: [80, 40] }],
    });
  });
});
