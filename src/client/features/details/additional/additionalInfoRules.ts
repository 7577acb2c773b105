import { type IncomeBand, NO_INCOME, type Occupation } from '../../../../contract';

/** A student has no income band to choose (decision 0007): the field hides and holds 0. */
export const isIncomeHidden = (occupation: Occupation | undefined): boolean => occupation === 'STUDENT';

/** The income once the occupation changes: 0 for a student, otherwise what was chosen. */
export function incomeAfterOccupation(
  occupation: Occupation | undefined,
  income: IncomeBand | null | undefined,
): IncomeBand | undefined {
  return isIncomeHidden(occupation) ? NO_INCOME : (income ?? undefined);
}
