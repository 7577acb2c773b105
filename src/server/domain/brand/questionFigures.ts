import type { BrandQuestions } from '../../../contract';
import { rounded, StoreSums } from './brandFigures';
import type { FigureSum } from './waveFigures';

/**
 * The questions heatmaps of decision 0078, pure over the summed figures per wave and store
 * (decision 0079, domain/brand/waveFigures.ts): each question's share of its marks, each section's
 * percent.
 * As every brand figure (decision 0077), a question's or a section's figure is the mean of its
 * stores' means, so a store audited often weighs what one audited once does.
 */

export interface QuestionText {
  id: number;
  question_txt: string;
  section_id: number;
  section_name: string;
  cycle_id: number;
}

/** The wave's questions, worst first, each with its figure in every wave of `cycleIds`. */
export function questionFigures(
  sums: readonly FigureSum[],
  texts: readonly QuestionText[],
  waveId: number,
  cycleIds: readonly number[],
): BrandQuestions['questions'] {
  // the same question in another wave: the same section name and text
  const keyOf = new Map(texts.map((text) => [text.id, `${text.section_name}\u0000${text.question_txt}`]));
  const shares = new StoreSums();
  const lost = new Map<number, { lost: number; reports: number }>();
  for (const sum of sums) {
    const key = keyOf.get(sum.item_id);
    if (sum.kind !== 'question' || key === undefined) continue;
    shares.add(`${key}|${sum.cycle_id}`, sum);
    if (sum.cycle_id !== waveId) continue;
    const tally = lost.get(sum.item_id) ?? { lost: 0, reports: 0 };
    tally.reports += sum.reports;
    tally.lost += sum.lost;
    lost.set(sum.item_id, tally);
  }
  return (
    texts
      .filter((text) => text.cycle_id === waveId)
      .map((text, order) => {
        const key = keyOf.get(text.id) as string;
        const tally = lost.get(text.id) ?? { lost: 0, reports: 0 };
        return {
          order,
          question_id: text.id,
          section_name: text.section_name,
          text: text.question_txt,
          score: shares.meanOfStoreMeans(`${key}|${waveId}`),
          lost: tally.reports === 0 ? null : rounded((tally.lost / tally.reports) * 100),
          reports: tally.reports,
          by_cycle: cycleIds.map((cycleId) => shares.meanOfStoreMeans(`${key}|${cycleId}`)),
        };
      })
      // a question no report scored in any wave (a typed answer, an unanswered optional one) tells nothing
      .filter((figure) => figure.by_cycle.some((score) => score !== null))
      .sort((a, b) => (a.score ?? 101) - (b.score ?? 101) || a.order - b.order)
      .map(({ order: _order, ...figure }) => figure)
  );
}

/** The wave's sections by store: each cell the mean of the store's reports' section percents. */
export function sectionStoreFigures(
  sums: readonly FigureSum[],
  waveId: number,
  sectionNames: ReadonlyArray<{ id: number; name: string }>,
): Pick<BrandQuestions, 'stores' | 'sections'> {
  const inWave = sums.filter((sum) => sum.cycle_id === waveId);
  const stores = [...new Map(inWave.map((sum) => [sum.store_id, sum.store_name])).entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const percents = new StoreSums();
  for (const sum of inWave) if (sum.kind === 'section') percents.add(String(sum.item_id), sum);
  return {
    stores,
    sections: sectionNames.map((section) => ({
      section_id: section.id,
      name: section.name,
      by_store: stores.map((store) => percents.storeMean(String(section.id), store.id)),
    })),
  };
}
