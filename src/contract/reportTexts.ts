/**
 * The report's limits and messages, without schemas: the audit list and the report's buttons show
 * them before any form is parsed, with no zod (decision 0051). The schemas are in `report.ts`.
 */

/**
 * Limits of the report texts (decision 0004; the original portal's report text, feedback rating,
 * searches and concerns).
 */
export const REPORT_LIMITS = {
  summaryMin: 150,
  summaryMax: 4096,
  concernMax: 4096,
  feedbackMax: 5096,
  answerCommentMax: 4096,
  answerTextMax: 4096,
  npsMin: 1,
  npsMax: 10,
  starsMin: 1,
  starsMax: 5,
  /** an audit report fails if not submitted within this many days after the audit date */
  submitGraceDays: 2,
  /** a sent-back report is fixed and submitted again within this many hours (decision 0039) */
  fixWindowHours: 48,
  /**
   * timers sent at once at logout: one per report in progress, and an auditor never has more
   * than a handful; the bound keeps one request's work small (decision 0004, "Logout timers")
   */
  submissionTimesMax: 100,
} as const;

export const REPORT_MESSAGES = {
  acknowledged:
    'You have agreed to complete the audit. Please go ahead with the audit: it is now in progress.',
  notPerformed: 'The audit is marked as not performed.',
  notEditable: 'This report can no longer be changed.',
  notAcknowledgeable: 'This audit cannot be agreed to in its current state.',
  /** Agree before the audit date (`agreeWindow`) */
  agreeNotYet: 'The report opens on the audit date: you can Agree and fill it from then on.',
  /** Agree after the last day a report could still be submitted */
  agreeClosed:
    'The report can no longer be started: a report must be submitted within 2 days after the audit date.',
  submitted: 'Report submitted successfully',
  dataSaved: 'Data Saved',
  notApplicableSaved: 'Data saved successfully',
  ratingSubmitted: 'Rating Submitted',
  concernThanks: 'Thank you for highlighting your concern, our team will work on solving your concern.',
  emptyConcern: 'Please enter your concern',
  emptyWithdrawMessage: 'Please enter a valid message.',
  withdrawTooLate: 'An audit can only be withdrawn before its audit date.',
  submitTooEarly: 'The report can be submitted from the audit date on.',
  submitTooLate: 'The report was not submitted within 2 days after the audit date.',
  fixTooLate: 'The fixes were not submitted within 48 hours of the report being sent back.',
  /** a report never opened on this device, asked for without a connection */
  notAvailableOffline: 'This audit is not available offline. Connect to the internet and try again.',
} as const;
