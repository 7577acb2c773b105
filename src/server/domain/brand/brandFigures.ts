import type { BrandCycleFigure, BrandLeague, BrandStoreFigure } from '../../../contract';
import type { FigureSum } from './waveFigures';

/** A wave's and store's score sum (a `FigureSum` of kind 'score'). */
export type StoreCycleSum = FigureSum;

/**
 * The means of means of decision 0077, from the per cycle and store sums of the stored scores:
 * a store's score is the mean of its reports', a city's, a region's and the brand's the mean of their
 * stores'. Pure, so a test recomputes them from the raw answers and compares.
 */

export const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((total, value) => total + value, 0) / values.length;
/** a figure as the API gives it: one decimal place is what a screen shows, three are kept */
export const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);
const storeScore = (sum: StoreCycleSum) => sum.value_milli / sum.reports / 1000;

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item)) ?? [];
    group.push(item);
    groups.set(key(item), group);
  }
  return groups;
}

/** Every cycle with a scored report, oldest first. */
export function cycleFigures(sums: readonly StoreCycleSum[]): BrandCycleFigure[] {
  return [...groupBy(sums, (sum) => sum.cycle_id).values()]
    .map((stores) => {
      const [first] = stores as [StoreCycleSum, ...StoreCycleSum[]];
      const reports = stores.reduce((total, s) => total + s.reports, 0);
      const passed = stores.reduce((total, s) => total + s.passed, 0);
      return {
        cycle_id: first.cycle_id,
        cycle_name: first.cycle_name,
        start_date: first.start_date,
        score: rounded(mean(stores.map(storeScore))),
        reports,
        stores: stores.length,
        pass_rate: rounded(reports === 0 ? null : (passed / reports) * 100),
      };
    })
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.cycle_id - b.cycle_id);
}

/** The cycle's stores, best first (then by name). */
export function storeFigures(sums: readonly StoreCycleSum[], cycleId: number): BrandStoreFigure[] {
  return sums
    .filter((sum) => sum.cycle_id === cycleId)
    .map((sum) => ({
      store_id: sum.store_id,
      store_name: sum.store_name,
      city_name: sum.city_name,
      score: rounded(storeScore(sum)),
      reports: sum.reports,
    }))
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || a.store_name.localeCompare(b.store_name));
}

/** The cycle's stores grouped by `key` (null: in no group), each group the mean of its stores. */
function groupFigures(
  sums: readonly StoreCycleSum[],
  cycleId: number,
  key: (sum: StoreCycleSum) => { id: number; name: string } | null,
) {
  const inCycle = sums.filter((sum) => sum.cycle_id === cycleId && key(sum) !== null);
  return [...groupBy(inCycle, (sum) => key(sum)?.id).values()]
    .map((stores) => {
      const group = key(stores[0] as StoreCycleSum) as { id: number; name: string };
      return { ...group, score: rounded(mean(stores.map(storeScore))), stores: stores.length };
    })
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || a.name.localeCompare(b.name));
}

/** The cycle's cities: each the mean of its stores, best first. */
export const cityFigures = (sums: readonly StoreCycleSum[], cycleId: number) =>
  groupFigures(sums, cycleId, (sum) => ({ id: sum.city_id, name: sum.city_name })).map(
    ({ id, name, ...figure }) => ({ city_id: id, city_name: name, ...figure }),
  );

/** The cycle's regions (decision 0078): each the mean of its stores; a store in no region is left out. */
export const regionFigures = (sums: readonly StoreCycleSum[], cycleId: number) =>
  groupFigures(sums, cycleId, (sum) =>
    sum.region_id === null || sum.region_name === null ? null : { id: sum.region_id, name: sum.region_name },
  ).map(({ id, name, ...figure }) => ({ region_id: id, region_name: name, ...figure }));

/** Ranks of one cycle's stores: 1 for the best, equal scores share a rank (1, 2, 2, 4). */
function ranksOf(figures: readonly BrandStoreFigure[]): Map<number, number> {
  const ranks = new Map<number, number>();
  figures.forEach((figure, index) => {
    const previous = figures[index - 1];
    const rank =
      previous && previous.score === figure.score ? (ranks.get(previous.store_id) ?? index + 1) : index + 1;
    ranks.set(figure.store_id, rank);
  });
  return ranks;
}

/** The league of `cycleId`: rank, movement since the cycle before, each store's score per cycle. */
export function league(sums: readonly StoreCycleSum[], cycleId: number): BrandLeague['rows'] {
  const cycles = cycleFigures(sums);
  const at = cycles.findIndex((cycle) => cycle.cycle_id === cycleId);
  const before = at > 0 ? cycles[at - 1] : undefined;
  const figures = storeFigures(sums, cycleId);
  const ranks = ranksOf(figures);
  const earlier = before ? ranksOf(storeFigures(sums, before.cycle_id)) : new Map<number, number>();
  const byStoreCycle = new Map(
    sums.map((sum) => [`${sum.store_id}:${sum.cycle_id}`, rounded(storeScore(sum))]),
  );
  return figures.map((figure) => {
    const rank = ranks.get(figure.store_id) ?? 0;
    const then = earlier.get(figure.store_id);
    return {
      ...figure,
      rank,
      movement: then === undefined ? null : then - rank,
      by_cycle: cycles.map((cycle) => byStoreCycle.get(`${figure.store_id}:${cycle.cycle_id}`) ?? null),
    };
  });
}

/** Sums by group (a section, a question in a wave) and by store within it. */
export class StoreSums {
  private readonly groups = new Map<string, Map<number, { value: number; reports: number }>>();
  add(group: string, sum: Pick<FigureSum, 'store_id' | 'value_milli' | 'reports'>) {
    const stores = this.groups.get(group) ?? new Map<number, { value: number; reports: number }>();
    const store = stores.get(sum.store_id) ?? { value: 0, reports: 0 };
    store.value += sum.value_milli;
    store.reports += sum.reports;
    stores.set(sum.store_id, store);
    this.groups.set(group, stores);
  }
  /** the store's mean in the group, in percent; null for none */
  storeMean(group: string, storeId: number): number | null {
    const store = this.groups.get(group)?.get(storeId);
    return store && store.reports > 0 ? rounded(store.value / store.reports / 1000) : null;
  }
  /** the group's mean over its stores of each store's mean; null for a group with no value */
  meanOfStoreMeans(group: string): number | null {
    const stores = [...(this.groups.get(group)?.values() ?? [])].filter((store) => store.reports > 0);
    return rounded(mean(stores.map((store) => store.value / store.reports / 1000)));
  }
}

/** The cycle's sections (from its section sums): each store's mean per section, then the mean of the stores. */
export function sectionFigures(
  sums: readonly FigureSum[],
  names: ReadonlyArray<{ id: number; name: string }>,
) {
  const bySection = new StoreSums();
  for (const sum of sums) if (sum.kind === 'section') bySection.add(String(sum.item_id), sum);
  return names.map(({ id, name }) => ({
    section_id: id,
    name,
    score: bySection.meanOfStoreMeans(String(id)),
  }));
}
