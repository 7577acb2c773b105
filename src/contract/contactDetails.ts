import { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, choice, yesNo } from './accountFields';
import { DEFAULT_DIAL_CODE, DIAL_CODE_VALUES } from './dialCodes';

/**
 * GET and POST auditor/preferences: the receive_* flags, all sent on every save. E-mail updates
 * (decision 0038) came later: a save from an app that predates them leaves them as they are.
 */
export const preferencesSchema = z.object({
  receive_new_opportunities_email: yesNo(),
  receive_new_opportunities_sms: yesNo(),
  receive_transactional_whatsapp_message: yesNo(),
  receive_updates_email: yesNo().optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/**
 * Whether new opportunities reach the auditor on Whatsapp: the preference is on by default, so
 * it alone would tick "Whatsapp" for an auditor who never gave a number to send to.
 */
export function receivesOpportunitiesOnWhatsapp(
  preferences: Pick<Preferences, 'receive_new_opportunities_sms'>,
  whatsappNumber: string | null | undefined,
): boolean {
  return preferences.receive_new_opportunities_sms && Boolean(whatsappNumber?.trim());
}

export const dialCodeSchema = choice(DIAL_CODE_VALUES);

/**
 * A phone number without its dial code: digits only (the form is labelled 10-digit, an Indian
 * mobile; other countries' numbers are shorter or longer), at most 20 characters
 * (docs/rules.md#limits-labels-and-messages).
 */
export const phoneNumberSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? ACCOUNT_MESSAGES.required
        : ACCOUNT_MESSAGES.phoneDigits,
  })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.required, abort: true })
  .max(ACCOUNT_LIMITS.phoneMax, { error: ACCOUNT_MESSAGES.tooLong(ACCOUNT_LIMITS.phoneMax), abort: true })
  .regex(new RegExp(`^\\d{${ACCOUNT_LIMITS.phoneMinDigits},${ACCOUNT_LIMITS.phoneMax}}$`), {
    error: ACCOUNT_MESSAGES.phoneDigits,
  });

/** POST auditor/mobile_number; the dial code defaults to +91 like the form (decision 0007). */
export const mobileNumberBodySchema = z.object({
  mobile_number: phoneNumberSchema,
  dial_code: dialCodeSchema.default(DEFAULT_DIAL_CODE),
});
export type MobileNumberBody = z.infer<typeof mobileNumberBodySchema>;

/** POST auditor/mobile_number: the saved number (null only before the first save) */
export const mobileNumberSchema = z.object({
  mobile_number: z.string().nullable(),
  dial_code: dialCodeSchema.nullable(),
});
export type MobileNumber = z.infer<typeof mobileNumberSchema>;

/** POST auditor/whatsapp_number: the dial code is required here (decision 0007). */
export const whatsappNumberBodySchema = z.object({
  whatsapp_number: phoneNumberSchema,
  whatsapp_dial_code: dialCodeSchema,
});
export type WhatsappNumberBody = z.infer<typeof whatsappNumberBodySchema>;

/** GET and POST auditor/whatsapp_number: nulls until the first save; the form then shows +91. */
export const whatsappNumberSchema = z.object({
  whatsapp_number: z.string().nullable(),
  whatsapp_dial_code: dialCodeSchema.nullable(),
});
export type WhatsappNumber = z.infer<typeof whatsappNumberSchema>;
