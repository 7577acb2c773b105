/**
 * Concerns' kinds, states, limits and messages, without schemas (decision 0051): the audit list
 * shows an auditor's concerns with no zod loaded. The schemas are in `concerns.ts`.
 */

export const CONCERN_KINDS = ['AUDIT_STORE', 'WITHDRAWAL', 'NOT_PERFORMED', 'PAYMENT'] as const;
export type ConcernKind = (typeof CONCERN_KINDS)[number];
export const CONCERN_KIND_LABELS: Record<ConcernKind, string> = {
  AUDIT_STORE: 'Trouble with an audit',
  WITHDRAWAL: 'Withdrawal',
  NOT_PERFORMED: 'Audit not performed',
  PAYMENT: 'Payment concern',
};

/** Open until a manager answers; resolved when a manager closes it, answered or not. */
export const CONCERN_STATES = ['open', 'answered', 'resolved'] as const;
export type ConcernState = (typeof CONCERN_STATES)[number];
export const CONCERN_STATE_LABELS: Record<ConcernState, string> = {
  open: 'Open',
  answered: 'Answered',
  resolved: 'Resolved',
};

export const CONCERN_ANSWER_MAX = 2000;

export const CONCERN_PAGE_SIZE = 20;

/**
 * Concerns one auditor may have waiting for a manager's answer: each is told to every manager
 * (the bell, a mail, a push), and a caller raising them in a loop sent each manager hundreds. A
 * withdrawal or an audit not performed is a move of the audit and is not counted against it.
 */
export const CONCERNS_OPEN_MAX = 20;

export const CONCERN_MESSAGES = {
  emptyAnswer: 'Write the answer the auditor will read.',
  answerTooLong: `Keep the answer under ${CONCERN_ANSWER_MAX} characters.`,
  alreadyAnswered: 'This concern was already answered; reload to read the answer.',
  alreadyResolved: 'This concern is already resolved.',
  answered: 'Answered: the auditor is told.',
  resolved: 'Resolved.',
  noneOpen: 'No open concerns. Auditors’ concerns show here as they raise them.',
  none: 'None here.',
  tooManyOpen: `You have ${CONCERNS_OPEN_MAX} concerns waiting for an answer: a manager answers them before you raise more.`,
  ownNone: 'You have raised no concerns. Use "Having trouble?" on an audit, or raise one on a payment.',
} as const;
