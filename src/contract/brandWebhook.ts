import { z } from 'zod';
import { DELIVERY_STATES } from './notices';
import { textInput } from './storableText';

/**
 * A brand's webhook (decision 0081): its client account names an address, and every report the
 * brand accepts is posted there as JSON, signed, through a queue that retries until the address
 * answers 2xx. The account reads the log of what was posted and how it went.
 *
 * What a receiver checks: the body's HMAC-SHA256 under the brand's secret, over
 * `<timestamp>.<body>`, hex, in `X-Auditly-Signature: sha256=<hex>`, and that the timestamp
 * (`X-Auditly-Timestamp`, seconds) is recent. `X-Auditly-Delivery` names the delivery: a delivery
 * posted again (a retry, or a sender that stopped before it recorded the answer) carries the same
 * one, so a receiver keeps each once.
 */
export const WEBHOOK_HEADERS = {
  signature: 'x-auditly-signature',
  timestamp: 'x-auditly-timestamp',
  delivery: 'x-auditly-delivery',
  event: 'x-auditly-event',
} as const;

export const WEBHOOK_URL_MAX_LENGTH = 500;

export const BRAND_WEBHOOK_MESSAGES = {
  url: 'Give the address as https://…',
  saved: 'Saved. Every report the brand accepts from now on is posted there.',
  removed: 'Removed. Accepted reports are no longer posted.',
  testQueued: 'A test event is on its way; its line appears in the log below.',
  noWebhook: 'Set an address first.',
} as const;

/** http(s), a host, no user or password in it (the secret signs; an address carries none) */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?$/i;
const webAddress = textInput()
  .trim()
  .max(WEBHOOK_URL_MAX_LENGTH, `At most ${WEBHOOK_URL_MAX_LENGTH} characters.`)
  .regex(WEB_ADDRESS, BRAND_WEBHOOK_MESSAGES.url);

/** POST brand/webhook: the address, or null to stop posting; `new_secret` rotates the secret. */
export const brandWebhookFormSchema = z.object({
  url: webAddress.nullable(),
  new_secret: z.boolean().default(false),
});
export type BrandWebhookForm = z.infer<typeof brandWebhookFormSchema>;

export const WEBHOOK_EVENTS = ['report.accepted', 'ping'] as const;

/** GET brand/webhook: the address, its secret (the account's own), and the last deliveries. */
export const brandWebhookSchema = z.object({
  url: z.string().nullable(),
  secret: z.string().nullable(),
  deliveries: z.array(
    z.object({
      id: z.number().int(),
      event: z.enum(WEBHOOK_EVENTS),
      report_id: z.number().int().nullable(),
      /** the notice queue's states (decision 0038): the same queue's shape */
      state: z.enum(DELIVERY_STATES),
      attempts: z.number().int(),
      /** the address's last HTTP status; null when it never answered */
      last_status: z.number().int().nullable(),
      last_error: z.string().nullable(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
      next_attempt_at: z.string(),
    }),
  ),
});
export type BrandWebhook = z.infer<typeof brandWebhookSchema>;

/** The body of a `report.accepted` event: the export's row of the report (decision 0077). */
export const acceptedReportEventSchema = z.object({
  event: z.literal('report.accepted'),
  delivery_id: z.number().int(),
  accepted_at: z.string(),
  report: z.object({
    id: z.number().int(),
    store: z.string(),
    city: z.string(),
    region: z.string().nullable(),
    cycle: z.string(),
    audit_date: z.string(),
    /** percent, one decimal; null when nothing in it is scored */
    score: z.number().nullable(),
    passed: z.boolean().nullable(),
    sections: z.array(z.object({ name: z.string(), score: z.number().nullable() })),
  }),
});
export type AcceptedReportEvent = z.infer<typeof acceptedReportEventSchema>;
