import type { BrandQuestions } from '../../../contract';
import { mean, rounded } from './brandFigures';

/**
 * The questions heatmaps of decision 0078, pure over the stored scores: each report's sections
 * with their questions' [id, earned, possible] (domain/review/reportScoring.ts newReportScore).
 * As every brand figure (decision 0077), a question's or a section's figure is the mean of its
 * stores' means, so a store audited often weighs what one audited once does.
 */

export interface StoredReportSections {
  cycle_id: number;
  store_id: number;
  store_name: string;
  sections: ReadonlyArray<{
    section_id: number;
    percent: number | null;
    questions?: ReadonlyArray<readonly [number, number, number]>;
  }>;
}

export interface QuestionText {
  id: number;
  question_txt: string;
  section_id: number;
  section_name: string;
  cycle_id: number;
}

/** Values by group (a question in a wave, a section) and by store within it. */
class StoreBuckets {
  readonly groups = new Map<string, Map<number, number[]>>();
  add(group: string, storeId: number, value: number) {
    const stores = this.groups.get(group) ?? new Map<number, number[]>();
    const values = stores.get(storeId) ?? [];
    values.push(value);
    stores.set(storeId, values);
    this.groups.set(group, stores);
  }
  /** the group's mean over its stores of each store's mean; null for a group with no value */
  meanOfStoreMeans(group: string): number | null {
    const stores = this.groups.get(group);
    return rounded(mean([...(stores?.values() ?? [])].map((values) => mean(values) ?? 0)));
  }
  storeMean(group: string, storeId: number): number | null {
    return rounded(mean(this.groups.get(group)?.get(storeId) ?? []));
  }
}

/** The wave's questions, worst first, each with its figure in every wave of `cycleIds`. */
export function questionFigures(
  reports: readonly StoredReportSections[],
  texts: readonly QuestionText[],
  waveId: number,
  cycleIds: readonly number[],
): BrandQuestions['questions'] {
  // the same question in another wave: the same section name and text
  const keyOf = new Map(texts.map((text) => [text.id, `${text.section_name}\u0000${text.question_txt}`]));
  const shares = new StoreBuckets();
  const lost = new Map<number, { lost: number; reports: number }>();
  for (const report of reports)
    for (const section of report.sections)
      for (const [questionId, earned, possible] of section.questions ?? []) {
        const key = keyOf.get(questionId);
        if (key === undefined) continue;
        shares.add(`${key}|${report.cycle_id}`, report.store_id, (earned / possible) * 100);
        if (report.cycle_id !== waveId) continue;
        const tally = lost.get(questionId) ?? { lost: 0, reports: 0 };
        tally.reports += 1;
        if (earned < possible) tally.lost += 1;
        lost.set(questionId, tally);
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
  reports: readonly StoredReportSections[],
  waveId: number,
  sectionNames: ReadonlyArray<{ id: number; name: string }>,
): Pick<BrandQuestions, 'stores' | 'sections'> {
  const inWave = reports.filter((report) => report.cycle_id === waveId);
  const stores = [...new Map(inWave.map((report) => [report.store_id, report.store_name])).entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const percents = new StoreBuckets();
  for (const report of inWave)
    for (const section of report.sections)
      if (section.percent !== null)
        percents.add(String(section.section_id), report.store_id, section.percent);
  return {
    stores,
    sections: sectionNames.map((section) => ({
      section_id: section.id,
      name: section.name,
      by_store: stores.map((store) => percents.storeMean(String(section.id), store.id)),
    })),
  };
}
