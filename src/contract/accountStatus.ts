import { z } from 'zod';
import { ACCOUNT_MESSAGES, choiceList } from './accountFields';

/**
 * The two documents an auditor accepts before conducting audits
 * (docs/rules.md#account-and-profile).
 */
export const TOS_DOCUMENTS = ['PRIVACY_POLICY', 'CONTRACTOR_AGREEMENT'] as const;
export type TosDocument = (typeof TOS_DOCUMENTS)[number];
export const TOS_DOCUMENT_LABELS: Record<TosDocument, string> = {
  PRIVACY_POLICY: 'Privacy Policy',
  CONTRACTOR_AGREEMENT: 'Independent Contractor Agreement',
};

/**
 * POST auditor/tos_accept: the documents accepted by this call. Acceptance is one-way; a document
 * left out keeps whatever was accepted before.
 */
export const tosAcceptBodySchema = z.object({ tos_accept: choiceList(TOS_DOCUMENTS) });
export type TosAcceptBody = z.infer<typeof tosAcceptBodySchema>;

/** POST auditor/tos_accept: both flags as now stored (also in GET auditor/user). */
export const consentsSchema = z.object({
  pp_accepted: z.boolean(),
  agreement_accepted: z.boolean(),
});
export type Consents = z.infer<typeof consentsSchema>;

/**
 * POST auditor/tour_complete: closing the onboarding tour (decision 0007). Only `true` is accepted.
 */
export const tourCompleteBodySchema = z.object({
  is_tour_complete: z.literal(true, { error: ACCOUNT_MESSAGES.tourOnlyCompletes }),
});
export const tourStatusSchema = z.object({ is_tour_complete: z.boolean() });
export type TourStatus = z.infer<typeof tourStatusSchema>;

/** POST auditor/auditor_self/{id}/deactivate: the message the client shows in its toast. */
export const deactivationSchema = z.object({
  detail: z.string(),
  support_email: z.string(),
});
export type Deactivation = z.infer<typeof deactivationSchema>;
