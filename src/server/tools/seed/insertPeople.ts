import type { Db } from '../../db/database';
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts';
import { type AuditorSeed, DEMO_AUDITOR } from './demoAuditor';
import { REFERRALS } from './journeys';
import { need } from './lookup';
import { OTHER_AUDITORS } from './otherAuditors';
import type { SeedCalendar } from './seedCalendar';

export type PasswordHashes = Record<DemoAccount, string>;

/**
 * The reviewers, the client and the moderator of the demonstration (decision 0024: one per role).
 */
const STAFF: Array<{
  key: 'qa' | 'pm' | 'client' | 'moderator';
  first: string;
  last: string;
  referral: string;
}> = [
  { key: 'qa', first: 'Isha', last: 'Rao', referral: 'AUDQ4RV' },
  { key: 'pm', first: 'Vikram', last: 'Nair', referral: 'AUDP4MR' },
  { key: 'client', first: 'Neha', last: 'Kapoor', referral: 'AUDC1NT' },
  { key: 'moderator', first: 'Arjun', last: 'Mehta', referral: 'AUDM0DR' },
];

const flag = (value: boolean) => (value ? 1 : 0);

/** Every user of the world; returns user ids by key ('demo', 'manager', 'newcomer', 'rohan', ...). */
export async function insertPeople(
  db: Db,
  calendar: SeedCalendar,
  cityIds: Map<string, number>,
  hashes: PasswordHashes,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const referredKeys = new Set(REFERRALS.map((r) => r.referred));
  // The other auditors share the demo auditor's password, so any of them can be signed in as.
  for (const auditor of [DEMO_AUDITOR, ...OTHER_AUDITORS]) {
    const referredBy = referredKeys.has(auditor.key) ? DEMO_AUDITOR.referralCode : null;
    ids.set(auditor.key, await insertAuditor(db, calendar, cityIds, auditor, hashes.auditor, referredBy));
  }
  ids.set('manager', await insertManager(db, calendar, hashes.manager));
  ids.set('newcomer', await insertNewcomer(db, calendar, hashes.newcomer));
  for (const staff of STAFF)
    ids.set(staff.key, await insertStaffMember(db, calendar, staff, hashes[staff.key]));
  return ids;
}

async function insertAuditor(
  db: Db,
  calendar: SeedCalendar,
  cityIds: Map<string, number>,
  a: AuditorSeed,
  passwordHash: string,
  referredBy: string | null,
): Promise<number> {
  const joined = calendar.timestamp(-a.joinedDaysAgo, 9, 20);
  const updated = calendar.timestamp(-a.joinedDaysAgo, 9, 45);
  const deactivated =
    a.deactivatedDaysAgo === undefined ? null : calendar.timestamp(-a.deactivatedDaysAgo, 16);
  const { id } = await db
    .insertInto('users')
    .values({
      email: a.email,
      password_hash: passwordHash,
      role: 'auditor',
      is_active: flag(deactivated === null),
      // a manager verifies an auditor when rating them
      is_verified: flag(a.rating !== null),
      referral_code: a.referralCode,
      created_at: joined,
      last_login_at: deactivated ? null : calendar.timestamp(-1, 19, 5),
      deactivated_at: deactivated,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      user_id: id,
      first_name: a.firstName,
      last_name: a.lastName,
      pronouns: a.pronouns,
      gender: a.gender,
      education: a.education,
      date_of_birth: calendar.birthDate(...a.age),
      marital_status: a.maritalStatus,
      address: a.address,
      city_id: need(cityIds, a.city, 'city'),
      pincode: a.pincode,
      mobile_number: a.mobile,
      dial_code: '+91',
      whatsapp_number: a.whatsapp ? a.mobile : null,
      whatsapp_dial_code: a.whatsapp ? '+91' : null,
      updated_at: updated,
    })
    .execute();
  if (a.bank) {
    await db
      .insertInto('bank_accounts')
      .values({
        user_id: id,
        account_holder_name: `${a.firstName} ${a.lastName}`,
        account_number: a.bank.account,
        ifsc_code: a.bank.ifsc,
        bank_name_from_ifsc: a.bank.bankName,
        pan_number: a.bank.pan,
        updated_at: updated,
      })
      .execute();
  }
  const w = a.work;
  await db
    .insertInto('additional_infos')
    .values({
      user_id: id,
      referral_code: referredBy,
      occupation: w.occupation,
      income: w.income,
      distance: w.distanceKm,
      industry: w.industry,
      company: w.company,
      interest_area: JSON.stringify(w.interests),
      language_known: JSON.stringify(w.languages),
      has_car: flag(w.car !== null),
      car_model: w.car?.[0] ?? '',
      car_cost: w.car?.[1] ?? null,
      laptop_owned: flag(w.laptop !== null),
      laptop_model: w.laptop ?? '',
      mobile_model: w.mobileModel,
      camera_resolution: w.cameraResolution,
      smart_phone_owned: 1,
      weekend_audit: flag(w.weekendAudit),
      mspa_code: null,
      updated_at: updated,
    })
    .execute();
  await db
    .insertInto('preferences')
    .values({
      user_id: id,
      receive_new_opportunities_email: 1,
      // a few have turned SMS off, so the preferences screen shows both states
      receive_new_opportunities_sms: flag(a.joinedDaysAgo % 2 === 1),
      receive_transactional_whatsapp_message: flag(a.whatsapp),
    })
    .execute();
  await db
    .insertInto('account_flags')
    .values({
      user_id: id,
      pp_accepted: flag(a.accepted.policy),
      agreement_accepted: flag(a.accepted.agreement),
      tos_accepted_at: a.accepted.policy ? calendar.timestamp(-a.joinedDaysAgo + 1, 11) : null,
      is_tour_complete: flag(a.accepted.tour),
      auditor_rating: a.rating,
    })
    .execute();
  return id;
}

async function insertManager(db: Db, calendar: SeedCalendar, passwordHash: string): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: DEMO_ACCOUNTS.manager.email,
      password_hash: passwordHash,
      role: 'manager',
      is_verified: 1,
      referral_code: 'AUDM4GR',
      created_at: calendar.timestamp(-900, 10),
      last_login_at: calendar.timestamp(-1, 18, 30),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      user_id: id,
      first_name: 'Kabir',
      last_name: 'Sharma',
      mobile_number: '9819034512',
      dial_code: '+91',
      updated_at: calendar.timestamp(-900, 10, 5),
    })
    .execute();
  return id;
}

/** Signed up this morning and entered nothing yet: the dashboard's welcome panel and mobile prompt. */
async function insertNewcomer(db: Db, calendar: SeedCalendar, passwordHash: string): Promise<number> {
  const joined = calendar.timestamp(0, 8, 30);
  const { id } = await db
    .insertInto('users')
    .values({
      email: DEMO_ACCOUNTS.newcomer.email,
      password_hash: passwordHash,
      role: 'auditor',
      referral_code: 'AUDN3WC',
      created_at: joined,
      last_login_at: joined,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({ user_id: id, first_name: '', last_name: '', mobile_number: null, updated_at: joined })
    .execute();
  await db.insertInto('additional_infos').values({ user_id: id, updated_at: joined }).execute();
  await db.insertInto('preferences').values({ user_id: id }).execute();
  await db
    .insertInto('account_flags')
    .values({ user_id: id, pp_accepted: 0, agreement_accepted: 0, is_tour_complete: 0, auditor_rating: null })
    .execute();
  return id;
}

async function insertStaffMember(
  db: Db,
  calendar: SeedCalendar,
  staff: (typeof STAFF)[number],
  passwordHash: string,
): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: DEMO_ACCOUNTS[staff.key].email,
      password_hash: passwordHash,
      role: staff.key,
      is_verified: 1,
      referral_code: staff.referral,
      created_at: calendar.timestamp(-600, 10),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('profiles')
    .values({
      user_id: id,
      first_name: staff.first,
      last_name: staff.last,
      updated_at: calendar.timestamp(-600, 10, 5),
    })
    .execute();
  return id;
}
