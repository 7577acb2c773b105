import type { TosDocument } from './accountStatus';

/**
 * The terms-acceptance page (route tos_accept) and the onboarding tour: their texts and the tour's
 * defaults (the original portal's privacy-policy acceptance modal and onboarding tour;
 * docs/rules.md#account-and-profile, decision 0007).
 */

/** Query parameters of /tos_accept: together they name the audit the auditor was applying for. */
export const TOS_QUERY = { auditCycleId: 'auditCycleId', auditId: 'auditId' } as const;

/** Where each document is published, below the configured POLICY_BASE_URL. */
export const TOS_DOCUMENT_PAGES: Record<TosDocument, string> = {
  PRIVACY_POLICY: 'privacy-policy',
  CONTRACTOR_AGREEMENT: 'independent-contractor-agreement',
};

/** Shown in the app when no policy base URL is configured, so the auditor still knows what they accept. */
export const TOS_DOCUMENT_SUMMARIES: Record<TosDocument, string> = {
  PRIVACY_POLICY:
    'We use your name, contact details, location and the photos and answers in your reports to assign audits, check reports and pay you. We share report content with the client brand, never your bank details, and keep your data only as long as the law and your audits require.',
  CONTRACTOR_AGREEMENT:
    'You perform audits as an independent contractor, not an employee. You choose which audits to apply for, report truthfully what you observed, keep the audit confidential, and are paid the fee and reimbursement shown for each audit once its report is accepted.',
};

export const TOS_TEXTS = {
  title: 'Terms Acceptance',
  lead: 'Before you conduct audits, please read and accept the Privacy Policy and the Independent Contractor Agreement.',
  readDocument: 'Read the full text',
  acceptDocument: (label: string) => `I have read and accept the ${label}`,
  accept: 'Accept',
  accepting: 'Accepting...',
  accepted: 'Thank you, your acceptance has been saved.',
  alreadyAccepted: 'You have already accepted the Privacy Policy and the Independent Contractor Agreement.',
  continueToApply: 'Continue to your application',
  continueToDashboard: 'Continue to the dashboard',
} as const;

/** The onboarding tour's defaults: as the original's reactour props. */
export const TOUR_DEFAULTS = {
  /**
   * The original's #007aff met white at 4.0:1, under WCAG AA's 4.5:1 for the step count (blue on
   * white) and Next (white on blue): a darker blue of the same hue, 5.8:1 (accessibility.spec.ts).
   */
  accentColor: '#0062cc',
  /** space between the highlighted element and the mask's edge, in px */
  maskSpace: 10,
  /** in ms: as good as instant */
  scrollDuration: 1,
} as const;

/** Which part of the dashboard each tour step points at. */
export type TourTarget = 'navigation' | 'profileCard' | 'summaryTiles' | 'detailsLink';

export const TOUR_STEPS: ReadonlyArray<{ target: TourTarget; title: string; text: string }> = [
  {
    target: 'navigation',
    title: 'Find your way',
    text: 'The menu takes you to opportunities, applied audits, reports, payments, certification and the shopper guide.',
  },
  {
    target: 'profileCard',
    title: 'Your profile',
    text: 'Your name, city and mobile number. Keep them up to date so we can offer you audits nearby.',
  },
  {
    target: 'summaryTiles',
    title: 'Your summary',
    text: 'Open opportunities, applications, assigned audits, reports and pending payments at a glance. Tap a tile to open it.',
  },
  {
    target: 'detailsLink',
    title: 'Complete your details',
    text: 'Fill in your personal, bank and additional details here: you need them to view and apply for audits.',
  },
];

export const TOUR_TEXTS = {
  label: 'Welcome tour',
  close: 'Close the tour',
  previous: 'Previous',
  next: 'Next',
  done: 'Done',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
} as const;
