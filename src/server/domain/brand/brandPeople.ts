import { randomBytes } from 'node:crypto';
import {
  BRAND_INVITE_HOURS,
  BRAND_PEOPLE_MESSAGES,
  BRAND_SEAT_LABELS,
  type BrandInviteForm,
  type BrandPeople,
  type BrandRegionForm,
} from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import type { Mailer } from '../../mail/mailer';
import {
  brandCities,
  brandReaders,
  brandRegions,
  brandStores,
  insertRegion,
  lockBrandRegions,
  openInvites,
  regionNameTaken,
  regionOfBrand,
  renameRegion,
  replaceInvite,
  setRegionCities,
  storeOfBrand,
} from '../../repositories/brandPeople';
import { brandRow } from '../../repositories/brandScores';
import { tokenHash } from '../credentials';
import { fieldsRefused, notFound } from '../errors';

/**
 * The brand admin's side of its people (decision 0078): regions made of the cities of its
 * stores, and invitations to a seat, mailed as a one-time link (as sign-up's, decision 0030).
 */

export async function brandPeopleView(db: Db, clientId: number, now = new Date()): Promise<BrandPeople> {
  const [regions, cities, stores, readers, invites] = await Promise.all([
    brandRegions(db, clientId),
    brandCities(db, clientId),
    brandStores(db, clientId),
    brandReaders(db, clientId),
    openInvites(db, clientId, now.toISOString()),
  ]);
  const reads = (row: { region_name: string | null; store_name: string | null }) =>
    row.region_name ?? row.store_name ?? null;
  return {
    regions,
    cities,
    stores,
    people: readers.flatMap((reader) =>
      reader.brand_seat === null
        ? []
        : [
            {
              name: `${reader.first_name} ${reader.last_name}`.trim(),
              email: reader.email,
              seat: reader.brand_seat,
              reads: reads(reader),
            },
          ],
    ),
    invites: invites.map((invite) => ({
      email: invite.email,
      seat: invite.seat,
      reads: reads(invite),
      expires_at: invite.expires_at,
    })),
  };
}

/**
 * Adds a region (regionId null) or changes one; its cities leave any other region of the brand.
 * Saves of one brand's regions run one at a time (`lockBrandRegions`): of two saves ticking one
 * city, the later takes it.
 */
export async function saveBrandRegion(
  db: Db,
  clientId: number,
  regionId: number | null,
  form: BrandRegionForm,
  now = new Date(),
): Promise<BrandPeople> {
  const brandCityIds = new Set((await brandCities(db, clientId)).map((city) => city.id));
  const cityIds = [...new Set(form.city_ids)];
  if (cityIds.some((id) => !brandCityIds.has(id)))
    throw fieldsRefused({ city_ids: [BRAND_PEOPLE_MESSAGES.notBrandCity] });
  await inWriteTransaction(db, async (trx) => {
    await lockBrandRegions(trx, clientId);
    if (regionId !== null && !(await regionOfBrand(trx, clientId, regionId))) throw notFound();
    if (await regionNameTaken(trx, clientId, form.name, regionId))
      throw fieldsRefused({ name: [BRAND_PEOPLE_MESSAGES.regionNameTaken] });
    const id = regionId ?? (await insertRegion(trx, clientId, form.name, now.toISOString()));
    if (regionId !== null) await renameRegion(trx, regionId, form.name);
    await setRegionCities(trx, clientId, id, cityIds);
  });
  return brandPeopleView(db, clientId, now);
}

export interface InviteMailContext {
  origin: string;
  brand: string;
}

/**
 * Invites an address to a seat: a link that works once, for a week, and only until a newer
 * invitation to the address is sent. The same mail goes to an address that has an account, so
 * the brand learns nothing of who is registered; its link then says the address has an account.
 */
export async function inviteToBrand(
  db: Db,
  mailer: Mailer,
  invite: { clientId: number; invitedBy: number; form: BrandInviteForm },
  context: InviteMailContext,
  now = new Date(),
): Promise<void> {
  const { clientId, form } = invite;
  if (form.region_id !== null && !(await regionOfBrand(db, clientId, form.region_id)))
    throw fieldsRefused({ region_id: [BRAND_PEOPLE_MESSAGES.noSuchRegion] });
  if (form.store_id !== null && !(await storeOfBrand(db, clientId, form.store_id)))
    throw fieldsRefused({ store_id: [BRAND_PEOPLE_MESSAGES.noSuchStore] });
  const brandName = (await brandRow(db, clientId))?.name;
  if (brandName === undefined) throw notFound();
  const token = randomBytes(32).toString('base64url');
  await inWriteTransaction(db, (trx) =>
    replaceInvite(trx, {
      tokenHash: tokenHash(token),
      clientId,
      email: form.email,
      seat: form.seat,
      regionId: form.region_id,
      storeId: form.store_id,
      invitedBy: invite.invitedBy,
      at: now.toISOString(),
      expiresAt: new Date(now.getTime() + BRAND_INVITE_HOURS * 3_600_000).toISOString(),
    }),
  );
  await mailer.send({
    to: form.email,
    subject: `${brandName} invites you to its audit results on ${context.brand}`,
    text: [
      `${brandName} invites you to read its audit results on ${context.brand}, as ${BRAND_SEAT_LABELS[form.seat].toLowerCase()}. Follow this link to create your account:`,
      `${context.origin}/auth/brand_invite/${token}`,
      `It works once, for ${BRAND_INVITE_HOURS / 24} days. If you did not expect it, ignore this message: no account is created without the link.`,
    ].join('\n\n'),
  });
}
