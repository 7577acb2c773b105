import {
  CHECKED_FACTOR_KEYS,
  type CheckedFactorKey,
  type Eligibility,
  type UnmetFactor,
} from './eligibilityVerdict';
import {
  CAR_COST_BANDS,
  EDUCATION_LABELS,
  GENDER_LABELS,
  INCOME_BANDS,
  MARITAL_STATUS_LABELS,
} from './lookups';
import { SCORE_BANDS } from './reportScore';

/**
 * Eligibility (spec: a cycle's audit_alignment_factors, "Factor keys include gender, education,
 * income, car_cost, marital_status, auditor_rating, report_rating and date availability"). One rule
 * for both sides: the server evaluates it for every audit it lists (the /audit cards, the cycle
 * page's location cards, the dashboard's count) and again at apply; the client only shows its
 * verdict. Each factor lists the values it accepts and the auditor's own value must be one of them;
 * a value the auditor does not have (no rating yet, income not given) does not match (decision 0019).
 * Decision 0031 records why the rule is evaluated on the server and shown before any effort.
 */

/** The alignment factor the cycle page hides (spec: "The date availability factor is hidden"). */
export const DATE_AVAILABILITY_FACTOR = 'date availability';

/** The auditor's own value for each checked factor; null when they have none. */
export type AuditorQualities = Record<CheckedFactorKey, string | number | null>;

export interface AlignmentFactor {
  key: string;
  value: readonly string[];
}

/** A factor's key as the page shows it: 'car_cost' is 'Car cost' (spec: "key capitalised"). */
export function factorLabel(key: string): string {
  const words = key.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The report rating an eligibility factor compares (1 to 5), from the average score of the
 * auditor's reviewed reports, on the spec's score bands (reportScore.ts); none before a review.
 */
export function reportRatingOf(averageScore: number | null): number | null {
  if (averageScore === null) return null;
  const band = SCORE_BANDS.findIndex((entry) => averageScore >= entry.from);
  return band === -1 ? 1 : SCORE_BANDS.length - band;
}

const bandLabels = (bands: readonly { value: number; label: string }[]) =>
  Object.fromEntries(bands.map((band) => [String(band.value), band.label]));
const FACTOR_VALUE_LABELS: Record<string, Record<string, string>> = {
  gender: GENDER_LABELS,
  education: EDUCATION_LABELS,
  marital_status: MARITAL_STATUS_LABELS,
  income: bandLabels(INCOME_BANDS),
  car_cost: bandLabels(CAR_COST_BANDS),
};

/** A factor's accepted values in words where the profile has a label for them. */
const valueWords = (factor: AlignmentFactor) =>
  factor.value.map((value) => FACTOR_VALUE_LABELS[factor.key]?.[value] ?? value);

/**
 * The eligibility text of a cycle's page (spec: every factor but date availability, its key
 * capitalised followed by its values), with the values in words where the profile has a label.
 */
export function eligibilityLines(factors: readonly AlignmentFactor[]): string[] {
  return factors
    .filter((factor) => factor.key !== DATE_AVAILABILITY_FACTOR)
    .map((factor) => `${factorLabel(factor.key)}: ${valueWords(factor).join(', ')}`);
}

const inWords = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;

/**
 * The band values as one unbroken run (lo to hi), or null when they skip one: a cycle asking for
 * bands 2 to 5 reads "between ₹2.5 lakh and ₹15 lakh a year", not four band names.
 */
function unbrokenRun(values: readonly string[]): [number, number] | null {
  const numbers = values.map(Number).sort((a, b) => a - b);
  const [lo, hi] = [numbers[0], numbers.at(-1)];
  if (lo === undefined || hi === undefined || numbers.some(Number.isNaN)) return null;
  return numbers.every((value, i) => value === lo + i) ? [lo, hi] : null;
}

/**
 * Where lookups' bands meet (INCOME_BANDS 1 to 6, CAR_COST_BANDS 1 to 5): band n runs from
 * bound n-1 to bound n; the first has no floor and the last no ceiling.
 */
const BAND_BOUNDS = {
  income: { bounds: ['₹2.5 lakh', '₹5 lakh', '₹10 lakh', '₹15 lakh', '₹25 lakh'], unit: ' a year' },
  car_cost: { bounds: ['₹5 lakh', '₹10 lakh', '₹20 lakh', '₹40 lakh'], unit: '' },
} as const;

function bandRange(key: keyof typeof BAND_BOUNDS, lo: number, hi: number): string | null {
  const { bounds, unit } = BAND_BOUNDS[key];
  const last = bounds.length + 1;
  if (lo < 1 || hi > last) return null;
  if (lo === 1 && hi === last) return 'of any amount';
  if (lo === 1) return `up to ${bounds[hi - 1]}${unit}`;
  if (hi === last) return `above ${bounds[lo - 2]}${unit}`;
  return `between ${bounds[lo - 2]} and ${bounds[hi - 1]}${unit}`;
}

/** A rating factor's values: "4 or more" when they run on to the top of the scale (5). */
function ratingWords(factor: AlignmentFactor): string {
  const run = unbrokenRun(factor.value);
  if (run && run[1] === 5 && run[0] < 5 && run[0] >= 1) return `${run[0]} or more`;
  return inWords(factor.value);
}

/** What a factor asks for, as "needs …" reads: "an auditor rating of 4 or more". */
function needsWords(key: CheckedFactorKey, factor: AlignmentFactor): string {
  if (key === 'auditor_rating') return `an auditor rating of ${ratingWords(factor)}`;
  if (key === 'report_rating') return `a report rating of ${ratingWords(factor)}`;
  if (key === 'income' || key === 'car_cost') {
    const run = unbrokenRun(factor.value);
    const range = run ? bandRange(key, run[0], run[1]) : null;
    const subject = key === 'income' ? 'an income' : 'a car costing';
    if (range) return `${subject} ${range}`;
    return `${key === 'income' ? 'an income of' : subject} ${inWords(valueWords(factor))}`;
  }
  return `${factorLabel(key).toLowerCase()} ${inWords(valueWords(factor))}`;
}

const isChecked = (key: string): key is CheckedFactorKey =>
  (CHECKED_FACTOR_KEYS as readonly string[]).includes(key);

/**
 * The rule: every checked factor's values include the auditor's own. A factor this rule does not
 * know is not enforced (the page shows it, the reviewer weighs it), as date availability is the
 * date picker's, not the profile's.
 */
export function eligibilityOf(factors: readonly AlignmentFactor[], qualities: AuditorQualities): Eligibility {
  const unmet: UnmetFactor[] = [];
  for (const factor of factors) {
    if (!isChecked(factor.key)) continue;
    const own = qualities[factor.key];
    if (own !== null && factor.value.map(String).includes(String(own))) continue;
    unmet.push({
      key: factor.key,
      needs: `needs ${needsWords(factor.key, factor)}`,
      missing: own === null,
    });
  }
  return { eligible: unmet.length === 0, unmet };
}

/** Whether any factor of the list is one this rule checks (a cycle without one is open to all). */
export const checksAnything = (factors: readonly AlignmentFactor[]) =>
  factors.some((factor) => isChecked(factor.key));
