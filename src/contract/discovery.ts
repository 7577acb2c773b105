import { z } from 'zod';
import { AUDIT_AVAILABILITIES } from './auditAvailability';
import { DEFAULT_DISTANCE_KMS, DISTANCE_FILTER_KMS } from './discoveryLabels';
import { type Eligibility, OPEN_TO_ALL, type UnmetFactor } from './eligibilityVerdict';
import { idParam } from './ids';
import { applicationStatusSchema } from './statusSchemas';

/**
 * Audit discovery (decision 0019; docs/rules.md#finding-audits-and-applying): the opportunities
 * near the auditor, grouped per audit cycle, and a cycle's page with one card per location. One set
 * of rules serves both the list and the dashboard's "View Opportunities" count, so the two always
 * agree. Its words and the distance filter's options are in discoveryLabels.ts, which /audit reads
 * without zod (opportunityRoutes.ts).
 */

/** One factor the auditor does not meet (eligibilityVerdict.ts), as the server sends it. */
export const unmetFactorSchema = z.object({
  key: z.string(),
  needs: z.string(),
  missing: z.boolean(),
}) satisfies z.ZodType<UnmetFactor>;

export const eligibilitySchema = z.object({
  eligible: z.boolean(),
  unmet: z.array(unmetFactorSchema),
}) satisfies z.ZodType<Eligibility>;

/** The distance filter: one of the spec's options (a query string, so coerced). */
export const kmsSchema = z.coerce
  .number()
  .refine((kms) => (DISTANCE_FILTER_KMS as readonly number[]).includes(kms), {
    message: `Choose one of ${DISTANCE_FILTER_KMS.join(', ')} km.`,
  })
  .default(DEFAULT_DISTANCE_KMS);

/** GET auditor/audit?kms= */
export const opportunityQuerySchema = z.object({ kms: kmsSchema });
/** GET auditor/audit_by_city?city_id=&kms= */
export const cityOpportunityQuerySchema = z.object({ city_id: idParam, kms: kmsSchema });

export const cycleClientSchema = z.object({
  auditor_display_name: z.string(),
  auditor_logo_url: z.string(),
});

/** One card of /audit: a cycle with opportunities within the distance, its best fee and the nearest. */
export const opportunityCycleSchema = z.object({
  audit_cycle: z.object({
    id: z.number().int(),
    /** tells apart two cycles of one client and type (a list kept offline from before reads as none) */
    name: z.string().default(''),
    type: z.string(),
    client: cycleClientSchema,
  }),
  /** how many of the cycle's audits are opportunities within the distance */
  opportunities: z.number().int(),
  /** rupees, the highest among those audits */
  max_fee: z.number(),
  max_reimbursement: z.number(),
  /** kilometres to the nearest of them, rounded to 0.1 */
  nearest_km: z.number(),
  /** whether the auditor qualifies (a list kept offline from before it was sent reads as open) */
  eligibility: eligibilitySchema.default(OPEN_TO_ALL),
});
export type OpportunityCycle = z.infer<typeof opportunityCycleSchema>;

/** One location card of a cycle's page, with the auditor's application when there is one. */
export const cycleLocationSchema = z.object({
  id: z.number().int(),
  store: z.object({ name: z.string(), address: z.string(), city: z.object({ name: z.string() }) }),
  /** rupees */
  earnings_per_audit: z.number(),
  reimbursement: z.number(),
  /** kilometres from the auditor's city, rounded to 0.1; null when the auditor has no city */
  distance_km: z.number().nullable(),
  application: z
    .object({
      status: applicationStatusSchema,
      audit_date: z.string(),
      audit_store: z.number().int().nullable(),
    })
    .nullable(),
  /**
   * Whether the audit takes a plain application, judged by the server with auditAvailability
   * (auditAvailability.ts, decision 0063); a page kept offline from before it was sent reads as
   * open, and the server refuses as before.
   */
  availability: z.enum(AUDIT_AVAILABILITIES).default('open'),
});
export type CycleLocation = z.infer<typeof cycleLocationSchema>;

/** GET auditor/audit/{cycleId}: the cycle's page. */
export const cyclePageSchema = z.object({
  id: z.number().int(),
  name: z.string().default(''),
  type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** ISO weekdays (1 Monday .. 7 Sunday) its audits are done on; null: every day (decision 0066) */
  audit_weekdays: z.array(z.number().int().min(1).max(7)).nullable().default(null),
  description: z.string(),
  support_page_link: z.string().nullable(),
  client: cycleClientSchema,
  audit_alignment_factors: z.array(z.object({ key: z.string(), value: z.array(z.string()) })),
  /** whether the auditor qualifies for the cycle's audits, and what each unmet factor needs */
  eligibility: eligibilitySchema.default(OPEN_TO_ALL),
  locations: z.array(cycleLocationSchema),
});
export type CyclePage = z.infer<typeof cyclePageSchema>;
