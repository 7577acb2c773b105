/**
 * A module of its own, importing nothing: the report's writer worker calls it without loading the
 * contract's zod schemas (docs/budgets.md).
 */

/**
 * The answer a question holds: none while it is Not Applicable (decision 0004, "Not Applicable
 * clears the answer"). The device stores and sends this; the server writes it.
 */
export function chosenAnswer(answerText: readonly string[], notApplicable: boolean): string[] {
  return notApplicable ? [] : [...answerText];
}
