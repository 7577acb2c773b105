import type {
  ApplicationStatus,
  AuditCycleStatus,
  AuditStoreStatus,
  PaymentStatus,
} from '../../src/contract';
import type { Db } from '../../src/server/db/database';
import { calendarDate } from '../../src/server/domain/calendar';

/** Small builders for the rows the API reads, so each test states the world it needs. */
const now = () => new Date().toISOString();

export function daysFromToday(days: number): string {
  return calendarDate(new Date(Date.now() + days * 86_400_000));
}

export async function createCity(
  db: Db,
  name = 'Mumbai',
  at: { latitude: number; longitude: number } = { latitude: 19.076, longitude: 72.8777 },
): Promise<number> {
  const country = await db.selectFrom('countries').select('code').where('code', '=', 'IN').executeTakeFirst();
  if (!country) await db.insertInto('countries').values({ code: 'IN', name: 'India' }).execute();
  let state = await db.selectFrom('states').select('id').where('code', '=', 'MH').executeTakeFirst();
  if (!state) {
    state = await db
      .insertInto('states')
      .values({ country_code: 'IN', code: 'MH', name: 'Maharashtra' })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const city = await db
    .insertInto('cities')
    .values({ state_id: state.id, name, ...at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return city.id;
}

export async function createCycleWithAudits(
  db: Db,
  options: {
    status?: AuditCycleStatus;
    endDate?: string;
    audits?: number;
    /** where each audit's store is, and its fee and reimbursement in rupees (else near Mumbai, 500 and 100) */
    stores?: Array<{ latitude: number; longitude: number; fee?: number; reimbursement?: number }>;
  } = {},
): Promise<{ cycleId: number; auditIds: number[] }> {
  const cityId = await createCity(db);
  const client = await db
    .insertInto('clients')
    .values({ name: 'Brew Co', auditor_display_name: 'Brew Co', auditor_logo_url: '/logos/brew.svg' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cycle = await db
    .insertInto('audit_cycles')
    .values({
      client_id: client.id,
      name: 'Cycle',
      type: 'MYSTERY_AUDIT',
      status: options.status ?? 'ACTIVE',
      start_date: daysFromToday(-5),
      end_date: options.endDate ?? daysFromToday(20),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const auditIds: number[] = [];
  for (let i = 0; i < (options.stores?.length ?? options.audits ?? 3); i += 1) {
    const place = options.stores?.[i];
    const store = await db
      .insertInto('stores')
      .values({
        client_id: client.id,
        name: `Store ${i}`,
        address: `${i} MG Road`,
        city_id: cityId,
        latitude: place?.latitude ?? 19,
        longitude: place?.longitude ?? 72.8,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const audit = await db
      .insertInto('audits')
      .values({
        audit_cycle_id: cycle.id,
        store_id: store.id,
        fee_paise: (place?.fee ?? 500) * 100,
        reimbursement_paise: (place?.reimbursement ?? 100) * 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    auditIds.push(audit.id);
  }
  return { cycleId: cycle.id, auditIds };
}

export async function createApplication(
  db: Db,
  auditorId: number,
  auditId: number,
  status: ApplicationStatus,
): Promise<number> {
  const row = await db
    .insertInto('applications')
    .values({
      audit_id: auditId,
      auditor_id: auditorId,
      audit_date: daysFromToday(2),
      status,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createAuditStore(
  db: Db,
  auditorId: number,
  auditId: number,
  status: AuditStoreStatus,
  applicationId: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto('audit_stores')
    .values({
      application_id: applicationId,
      audit_id: auditId,
      auditor_id: auditorId,
      status,
      audit_date: daysFromToday(2),
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createPayment(db: Db, auditorId: number, status: PaymentStatus): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({
      auditor_id: auditorId,
      status,
      amount_paise: 50_000,
      payment_due_date: daysFromToday(30),
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Fills the personal fields (the gate before listing audits,
 * docs/rules.md#finding-audits-and-applying) with a city and a mobile number.
 */
export async function completePersonalInfo(
  db: Db,
  userId: number,
  cityId: number | null,
  mobile: string | null = '9820012345',
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      first_name: 'Meera',
      last_name: 'Iyer',
      gender: 'F',
      education: 'GR',
      date_of_birth: '1994-03-02',
      marital_status: 'S',
      address: '12 FC Road',
      city_id: cityId,
      pincode: '400001',
      mobile_number: mobile,
      dial_code: mobile ? '+91' : null,
      updated_at: now(),
    })
    .where('user_id', '=', userId)
    .execute();
}

/** An APPLIED application of `auditorId` for the one audit of a new cycle: what a manager decides on. */
export async function createPendingApplication(db: Db, auditorId: number): Promise<number> {
  const { auditIds } = await createCycleWithAudits(db, { audits: 1 });
  return createApplication(db, auditorId, auditIds[0] as number, 'APPLIED');
}

/** A PENDING payment of ₹500 + ₹100 for `auditorId`'s report `auditStoreId`, due in ten days. */
export async function createPendingPayment(db: Db, auditorId: number, auditStoreId: number): Promise<number> {
  const { id } = await db
    .insertInto('payments')
    .values({
      auditor_id: auditorId,
      audit_store_id: auditStoreId,
      status: 'PENDING',
      amount_paise: 50_000,
      reimbursement_paise: 10_000,
      payment_due_date: daysFromToday(10),
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
