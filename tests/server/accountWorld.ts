import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/database';
import { createUser, type Harness, ORIGIN, sessionFor } from './harness';
import { completePersonalInfo, createCity } from './world';

/** Calls of one signed-in user; POSTs carry the Origin the CSRF guard asks for. */
export function accountApi(app: FastifyInstance, cookie: string) {
  return {
    get: (path: string) => app.inject({ url: `/api/auditor/${path}`, headers: { cookie } }),
    post: (path: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/auditor/${path}`,
        headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      }),
  };
}
export type AccountApi = ReturnType<typeof accountApi>;

export async function signedInAuditor(h: Harness) {
  const user = await createUser(h.db);
  return { user, api: accountApi(h.app, await sessionFor(h.app, user.email, user.password)) };
}

let foreignStates = 0;

/** A city outside India, where payouts go by PayPal. */
export async function createForeignCity(db: Db): Promise<number> {
  const country = await db.selectFrom('countries').select('code').where('code', '=', 'GB').executeTakeFirst();
  if (!country) await db.insertInto('countries').values({ code: 'GB', name: 'United Kingdom' }).execute();
  foreignStates += 1;
  const state = await db
    .insertInto('states')
    .values({ country_code: 'GB', code: `ENG${foreignStates}`, name: 'England' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const city = await db
    .insertInto('cities')
    .values({ state_id: state.id, name: 'London', latitude: 51.5072, longitude: -0.1276 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return city.id;
}

export const createIndianCity = createCity;

export function personalInfo(cityId: number, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Meera',
    last_name: 'Iyer',
    pronouns: 'sh',
    gender: 'F',
    education: 'GR',
    date_of_birth: '1994-03-02',
    marital_status: 'S',
    address: '12 FC Road, Shivajinagar',
    city_id: cityId,
    pincode: '411004',
    ...overrides,
  };
}

export function additionalInfo(overrides: Record<string, unknown> = {}) {
  return {
    occupation: 'SERVICE',
    income: 3,
    distance: 20,
    industry: 5,
    company: 'Cerebra Software',
    interest_area: ['RETAIL', 'TRAVEL'],
    language_known: ['English', 'Marathi'],
    has_car: true,
    car_model: 'Hyundai i20',
    car_cost: 2,
    laptop_owned: true,
    laptop_model: 'Dell Inspiron 14',
    mobile_model: 'OnePlus 12',
    camera_resoulution: 2,
    ...overrides,
  };
}

export const BANK_ACCOUNT = {
  account_holder_name: 'Meera Iyer',
  account_number: '50100234567891',
  ifsc_code: 'HDFC0000123',
  pan_number: 'BKLPD4821K',
};

/** An auditor past every gate before applying (profile, mobile, bank, policies), signed in. */
export async function createApplicant(
  db: Db,
  h: Harness,
  cityId: number,
  steps: { bank?: boolean; terms?: boolean; mobile?: boolean } = {},
) {
  const user = await createUser(db);
  await completePersonalInfo(db, user.id, cityId, steps.mobile === false ? null : '9820012345');
  if (steps.bank !== false) {
    await db
      .insertInto('bank_accounts')
      .values({
        user_id: user.id,
        account_holder_name: 'Meera Iyer',
        account_number: '123456789012',
        ifsc_code: 'HDFC0001234',
        pan_number: 'ABCDE1234F',
        updated_at: new Date().toISOString(),
      })
      .execute();
  }
  if (steps.terms !== false) {
    await db
      .updateTable('account_flags')
      .set({ pp_accepted: 1, agreement_accepted: 1 })
      .where('user_id', '=', user.id)
      .execute();
  }
  return { user, cookie: await sessionFor(h.app, user.email, user.password) };
}
