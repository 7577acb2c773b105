import { z } from 'zod';
import { emailSchema, newPassword, personName } from './auth';
import { idSchema } from './ids';
import { textInput } from './storableText';

/**
 * A brand's people and regions (decision 0078). The brand's admin (its client account) groups the
 * cities of its stores into regions and invites the people who read its figures, each to a seat:
 * the head office reads every store, a region manager the stores of their region's cities, a
 * store manager one store. They hold the `brand` role; only the client account reviews reports.
 */

export const BRAND_SEATS = ['head_office', 'region', 'store'] as const;
export const brandSeatSchema = z.enum(BRAND_SEATS);
export type BrandSeat = z.infer<typeof brandSeatSchema>;

export const BRAND_SEAT_LABELS: Record<BrandSeat, string> = {
  head_office: 'Head office',
  region: 'Region manager',
  store: 'Store manager',
};

/** How long an invitation's link works. */
export const BRAND_INVITE_HOURS = 7 * 24;
export const REGION_NAME_MAX_LENGTH = 60;
/** a brand's stores are in at most a few hundred cities; a longer list is not a form's */
export const REGION_CITIES_MAX = 500;

export const BRAND_PEOPLE_MESSAGES = {
  regionName: 'Name the region.',
  regionNameTaken: 'The brand has a region of that name.',
  noCities: 'Pick at least one city.',
  notBrandCity: 'None of the brand’s stores is in this city.',
  pickRegion: 'Pick the region they manage.',
  pickStore: 'Pick the store they manage.',
  noSuchRegion: 'No such region of this brand.',
  noSuchStore: 'No such store of this brand.',
  invited: (email: string) =>
    `We sent ${email} an invitation. Its link works for ${BRAND_INVITE_HOURS / 24} days.`,
  inviteInvalid:
    'This invitation link is not valid: it was used already, it has expired, or a newer one was sent.',
  inviteFinish: (brand: string, seat: string) => `Join ${brand} as ${seat.toLowerCase()}.`,
} as const;

/** POST brand/regions and brand/regions/{id}: a region's name and its cities. */
export const brandRegionFormSchema = z.object({
  name: textInput()
    .trim()
    .min(1, BRAND_PEOPLE_MESSAGES.regionName)
    .max(REGION_NAME_MAX_LENGTH, `At most ${REGION_NAME_MAX_LENGTH} characters.`),
  city_ids: z.array(idSchema).min(1, BRAND_PEOPLE_MESSAGES.noCities).max(REGION_CITIES_MAX),
});
export type BrandRegionForm = z.infer<typeof brandRegionFormSchema>;

/** POST brand/invites: who is invited to which seat; a region seat names its region, a store seat its store. */
export const brandInviteFormSchema = z
  .object({
    email: emailSchema,
    seat: brandSeatSchema,
    region_id: idSchema.nullable().default(null),
    store_id: idSchema.nullable().default(null),
  })
  .superRefine((form, context) => {
    if (form.seat === 'region' && form.region_id === null)
      context.addIssue({ code: 'custom', path: ['region_id'], message: BRAND_PEOPLE_MESSAGES.pickRegion });
    if (form.seat === 'store' && form.store_id === null)
      context.addIssue({ code: 'custom', path: ['store_id'], message: BRAND_PEOPLE_MESSAGES.pickStore });
  })
  // a seat holds only what it reads by: a head office invite naming a store reads the whole brand
  .transform((form) => ({
    ...form,
    region_id: form.seat === 'region' ? form.region_id : null,
    store_id: form.seat === 'store' ? form.store_id : null,
  }));
export type BrandInviteForm = z.infer<typeof brandInviteFormSchema>;

/** POST /auth/brand_invite/{token} (form): the invited person's name and password. */
export const brandInviteAcceptSchema = z.object({
  first_name: personName('first name'),
  last_name: personName('last name'),
  password: newPassword,
});

const named = z.object({ id: z.number().int(), name: z.string() });

/** GET brand/people: the brand's regions, the cities and stores they are made of, its people. */
export const brandPeopleSchema = z.object({
  regions: z.array(named.extend({ city_ids: z.array(z.number().int()) })),
  cities: z.array(named),
  stores: z.array(named.extend({ city_id: z.number().int() })),
  people: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      seat: brandSeatSchema,
      /** the region's or the store's name; null for the head office */
      reads: z.string().nullable(),
    }),
  ),
  invites: z.array(
    z.object({
      email: z.string(),
      seat: brandSeatSchema,
      reads: z.string().nullable(),
      expires_at: z.string(),
    }),
  ),
});
export type BrandPeople = z.infer<typeof brandPeopleSchema>;
