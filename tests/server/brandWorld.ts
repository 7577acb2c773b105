import type { Db } from '../../src/server/db/database';
import { createUser, type Harness, sessionFor } from './harness';
import { answerChoices } from './reportWorld';
import { createAuditStore, createCity, daysFromToday } from './world';

const yesNo = JSON.stringify([
  { sequence: 1, value: 'Yes', marks: 5 },
  { sequence: 2, value: 'No', marks: 0 },
]);

/** What one report answered: Yes or No to the Service and Billing questions, and its status. */
export interface PlannedReport {
  store: 'andheri' | 'bandra' | 'kothrud';
  wave: 'first' | 'second';
  service: 'Yes' | 'No';
  billing: 'Yes' | 'No';
  status?: 'ACCEPTED' | 'COMPLETED';
  /** days from today of its audit date (else the wave's) */
  day?: number;
}

/**
 * A brand of three stores in two cities (Andheri and Bandra in Mumbai, Kothrud in Pune) audited
 * in two waves, each with a Service and a Billing section of one Yes/No question: the reports
 * planned, answered as planned.
 */
export async function createBrandWorld(db: Db, auditorId: number, name: string, plan: PlannedReport[]) {
  const mumbai = await createCity(db, `Mumbai ${name}`);
  const pune = await createCity(db, `Pune ${name}`, { latitude: 18.52, longitude: 73.85 });
  const client = await db
    .insertInto('clients')
    .values({ name, auditor_display_name: name, auditor_logo_url: '/logos/brand.svg' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const store = async (storeName: string, cityId: number) =>
    (
      await db
        .insertInto('stores')
        .values({
          client_id: client.id,
          name: storeName,
          address: '1 Road',
          city_id: cityId,
          latitude: 19,
          longitude: 72.8,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const stores = {
    andheri: await store(`${name} Andheri`, mumbai),
    bandra: await store(`${name} Bandra`, mumbai),
    kothrud: await store(`${name} Kothrud`, pune),
  };
  const wave = async (waveName: string, startDay: number) => {
    const cycle = await db
      .insertInto('audit_cycles')
      .values({
        client_id: client.id,
        name: waveName,
        type: 'MYSTERY_AUDIT',
        status: 'ACTIVE',
        start_date: daysFromToday(startDay),
        end_date: daysFromToday(startDay + 25),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const section = async (sectionName: string, sequence: number) => {
      const row = await db
        .insertInto('sections')
        .values({ audit_cycle_id: cycle.id, name: sectionName, sequence })
        .returning('id')
        .executeTakeFirstOrThrow();
      const question = await db
        .insertInto('questions')
        .values({
          section_id: row.id,
          sequence: 1,
          question_txt: `${sectionName}?`,
          question_type: 'MUTEX',
          options: yesNo,
          max_marks: 5,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { section: row.id, question: question.id };
    };
    return {
      id: cycle.id,
      startDay,
      service: await section('Service', 1),
      billing: await section('Billing', 2),
    };
  };
  const waves = { first: await wave('Wave 1', -60), second: await wave('Wave 2', -10) };
  const reports: number[] = [];
  for (const planned of plan) {
    const cycle = waves[planned.wave];
    const audit = await db
      .insertInto('audits')
      .values({ audit_cycle_id: cycle.id, store_id: stores[planned.store], fee_paise: 50_000 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await createAuditStore(db, auditorId, audit.id, planned.status ?? 'ACCEPTED');
    await db
      .updateTable('audit_stores')
      .set({ audit_date: daysFromToday(planned.day ?? cycle.startDay + 2) })
      .where('id', '=', id)
      .execute();
    await answerChoices(db, id, [
      [cycle.service.question, planned.service],
      [cycle.billing.question, planned.billing],
    ]);
    reports.push(id);
  }
  return { clientId: client.id, cities: { mumbai, pune }, stores, waves, reports };
}

/** A brand reader seated at a store or a region of the brand, signed in. */
export async function seatedBrandReader(
  h: Harness,
  clientId: number,
  values: { brand_seat: 'store' | 'region'; brand_store_id?: number; brand_region_id?: number },
): Promise<{ id: number; cookie: string }> {
  const user = await createUser(h.db, { role: 'brand' });
  await h.db
    .updateTable('users')
    .set({ client_id: clientId, ...values })
    .where('id', '=', user.id)
    .execute();
  return { id: user.id, cookie: await sessionFor(h.app, user.email, user.password) };
}

/** A region of the brand made of the cities given (decision 0078). */
export async function brandRegion(
  db: Db,
  clientId: number,
  name: string,
  cityIds: number[],
): Promise<number> {
  const region = await db
    .insertInto('brand_regions')
    .values({ client_id: clientId, name, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const cityId of cityIds)
    await db
      .insertInto('brand_region_cities')
      .values({ client_id: clientId, city_id: cityId, region_id: region.id })
      .execute();
  return region.id;
}
