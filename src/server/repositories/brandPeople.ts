import { SqliteAdapter } from 'kysely';
import type { BrandSeat } from '../../contract';
import type { Db } from '../db/database';

/**
 * A brand's regions, seats and invitations as the database holds them (migration 0033, decision
 * 0078). A region's cities are rows keyed by brand and city, so a city is in one region at most.
 */

/** The seat a signed-in brand reader holds: its brand and what it reads by. */
export async function seatOfUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['role', 'client_id', 'brand_seat', 'brand_region_id', 'brand_store_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The cities of a region; none for a region of another brand or none at all. */
export async function regionCityIds(db: Db, clientId: number, regionId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('brand_region_cities')
    .select('city_id')
    .where('client_id', '=', clientId)
    .where('region_id', '=', regionId)
    .execute();
  return rows.map((row) => row.city_id);
}

/** The cities the brand has stores in, by name. */
export function brandCities(db: Db, clientId: number) {
  return db
    .selectFrom('stores')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .select(['cities.id', 'cities.name'])
    .distinct()
    .where('stores.client_id', '=', clientId)
    .orderBy('cities.name')
    .orderBy('cities.id')
    .execute();
}

export function brandStores(db: Db, clientId: number) {
  return db
    .selectFrom('stores')
    .select(['id', 'name', 'city_id'])
    .where('client_id', '=', clientId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function brandRegions(db: Db, clientId: number) {
  const [regions, cities] = await Promise.all([
    db
      .selectFrom('brand_regions')
      .select(['id', 'name'])
      .where('client_id', '=', clientId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('brand_region_cities')
      .select(['region_id', 'city_id'])
      .where('client_id', '=', clientId)
      .orderBy('city_id')
      .execute(),
  ]);
  return regions.map((region) => ({
    ...region,
    city_ids: cities.filter((city) => city.region_id === region.id).map((city) => city.city_id),
  }));
}

export async function regionOfBrand(db: Db, clientId: number, regionId: number) {
  return db
    .selectFrom('brand_regions')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('id', '=', regionId)
    .executeTakeFirst();
}

export async function storeOfBrand(db: Db, clientId: number, storeId: number) {
  return db
    .selectFrom('stores')
    .select(['id', 'name'])
    .where('client_id', '=', clientId)
    .where('id', '=', storeId)
    .executeTakeFirst();
}

/**
 * Holds the brand's row until the transaction ends, so that saves of its regions run one after
 * another: two saves ticking one city would otherwise both find it free and both insert it (the
 * second failing on the key), and a name check would race an insert of the same name. SQLite has
 * one writer at a time, so there it takes no statement (as repositories/reportLocks.ts).
 */
export async function lockBrandRegions(trx: Db, clientId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  await trx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
}

/** Whether another region of the brand (than `regionId`) has the name. */
export async function regionNameTaken(trx: Db, clientId: number, name: string, regionId: number | null) {
  const row = await trx
    .selectFrom('brand_regions')
    .select('id')
    .where('client_id', '=', clientId)
    .where('name', '=', name)
    .$if(regionId !== null, (query) => query.where('id', '!=', regionId as number))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertRegion(trx: Db, clientId: number, name: string, at: string): Promise<number> {
  const row = await trx
    .insertInto('brand_regions')
    .values({ client_id: clientId, name, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameRegion(trx: Db, regionId: number, name: string): Promise<void> {
  await trx.updateTable('brand_regions').set({ name }).where('id', '=', regionId).execute();
}

/** Makes `cityIds` the region's cities: taken from any other region of the brand, the rest let go. */
export async function setRegionCities(
  trx: Db,
  clientId: number,
  regionId: number,
  cityIds: readonly number[],
): Promise<void> {
  await trx.deleteFrom('brand_region_cities').where('region_id', '=', regionId).execute();
  await trx
    .deleteFrom('brand_region_cities')
    .where('client_id', '=', clientId)
    .where('city_id', 'in', [...cityIds])
    .execute();
  await trx
    .insertInto('brand_region_cities')
    .values(cityIds.map((cityId) => ({ client_id: clientId, city_id: cityId, region_id: regionId })))
    .execute();
}

/** The brand's readers, with the name of what each reads by. */
export function brandReaders(db: Db, clientId: number) {
  return db
    .selectFrom('users')
    .innerJoin('profiles', 'profiles.user_id', 'users.id')
    .leftJoin('brand_regions', 'brand_regions.id', 'users.brand_region_id')
    .leftJoin('stores', 'stores.id', 'users.brand_store_id')
    .select([
      'users.email',
      'users.brand_seat',
      'profiles.first_name',
      'profiles.last_name',
      'brand_regions.name as region_name',
      'stores.name as store_name',
    ])
    .where('users.role', '=', 'brand')
    .where('users.client_id', '=', clientId)
    .where('users.is_active', '=', 1)
    .orderBy('profiles.first_name')
    .orderBy('users.id')
    .execute();
}

export function openInvites(db: Db, clientId: number, at: string) {
  return db
    .selectFrom('brand_invites')
    .leftJoin('brand_regions', 'brand_regions.id', 'brand_invites.region_id')
    .leftJoin('stores', 'stores.id', 'brand_invites.store_id')
    .select([
      'brand_invites.email',
      'brand_invites.seat',
      'brand_invites.expires_at',
      'brand_regions.name as region_name',
      'stores.name as store_name',
    ])
    .where('brand_invites.client_id', '=', clientId)
    .where('brand_invites.expires_at', '>', at)
    .orderBy('brand_invites.created_at', 'desc')
    .execute();
}

export interface NewBrandInvite {
  tokenHash: string;
  clientId: number;
  email: string;
  seat: BrandSeat;
  regionId: number | null;
  storeId: number | null;
  invitedBy: number;
  at: string;
  expiresAt: string;
}

/** Writes an invitation, retiring the brand's earlier ones to the same address. */
export async function replaceInvite(trx: Db, invite: NewBrandInvite): Promise<void> {
  await trx
    .deleteFrom('brand_invites')
    .where('client_id', '=', invite.clientId)
    .where('email', '=', invite.email)
    .execute();
  await trx
    .insertInto('brand_invites')
    .values({
      token_hash: invite.tokenHash,
      client_id: invite.clientId,
      email: invite.email,
      seat: invite.seat,
      region_id: invite.regionId,
      store_id: invite.storeId,
      invited_by: invite.invitedBy,
      created_at: invite.at,
      expires_at: invite.expiresAt,
    })
    .execute();
}

/** The invitation of a link still working at `at`, with its brand's name. */
export function inviteOfLink(db: Db, tokenHash: string, at: string) {
  return db
    .selectFrom('brand_invites')
    .innerJoin('clients', 'clients.id', 'brand_invites.client_id')
    .select(['brand_invites.email', 'brand_invites.seat', 'clients.name as brand_name'])
    .where('brand_invites.token_hash', '=', tokenHash)
    .where('brand_invites.expires_at', '>', at)
    .executeTakeFirst();
}

/** Deletes the invitation of a link still working at `at` and answers it: of two uses, one gets it. */
export function takeInvite(trx: Db, tokenHash: string, at: string) {
  return trx
    .deleteFrom('brand_invites')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', at)
    .returningAll()
    .executeTakeFirst();
}

export interface NewBrandReader {
  email: string;
  passwordHash: string;
  referralCode: string;
  clientId: number;
  seat: BrandSeat;
  regionId: number | null;
  storeId: number | null;
  firstName: string;
  lastName: string;
  at: string;
}

export async function insertBrandReader(trx: Db, reader: NewBrandReader): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      email: reader.email,
      password_hash: reader.passwordHash,
      role: 'brand',
      is_verified: 1,
      referral_code: reader.referralCode,
      created_at: reader.at,
      client_id: reader.clientId,
      brand_seat: reader.seat,
      brand_region_id: reader.regionId,
      brand_store_id: reader.storeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('profiles')
    .values({ user_id: id, first_name: reader.firstName, last_name: reader.lastName, updated_at: reader.at })
    .execute();
  return id;
}
