import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANAGER_AUDITORS_PAGE_SIZE,
  MANAGER_MESSAGES,
  type ManagedAuditorList,
  type StaffAction,
} from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createCity } from './world';

/**
 * The manager's auditor administration (decision 0024): the directory and
 * its filters, the masked bank details and their recorded reveal, activate, deactivate (which ends
 * the auditor's sessions), verify, mobile number and rating, each recorded with before and after.
 */
describe.each(DIALECTS)('manager auditor administration on %s', (dialect) => {
  let h: Harness;
  let managerCookie: string;
  let pune: number;
  let kolkata: number;
  const call = (method: 'GET' | 'POST', path: string, body?: object, cookie = managerCookie) =>
    h.app.inject({
      method,
      url: `/api/manager/${path}`,
      headers: { cookie, origin: ORIGIN },
      ...(body ? { payload: body } : {}),
    });
  const list = async (query: string) => (await call('GET', `auditor?${query}`)).json() as ManagedAuditorList;
  const history = async (id: number) =>
    ((await call('GET', `auditor/${id}/history`)).json() as { actions: StaffAction[] }).actions;

  /** An auditor with the fields the filters read. */
  async function auditor(fields: {
    first: string;
    gender?: string;
    city?: number;
    occupation?: string;
    income?: number;
  }) {
    const user = await createUser(h.db, { firstName: fields.first });
    await h.db
      .updateTable('profiles')
      .set({
        last_name: 'Tester',
        gender: fields.gender ?? null,
        city_id: fields.city ?? null,
        mobile_number: `98${user.id}`.padEnd(10, '0'),
      })
      .where('user_id', '=', user.id)
      .execute();
    await h.db
      .insertInto('additional_infos')
      .values({
        user_id: user.id,
        occupation: fields.occupation ?? null,
        income: fields.income ?? null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    return user;
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    const manager = await createUser(h.db, { role: 'manager' });
    managerCookie = await sessionFor(h.app, manager.email, manager.password);
    pune = await createCity(h.db, 'Pune');
    await h.db.insertInto('states').values({ country_code: 'IN', code: 'WB', name: 'West Bengal' }).execute();
    const bengal = await h.db
      .selectFrom('states')
      .select('id')
      .where('code', '=', 'WB')
      .executeTakeFirstOrThrow();
    kolkata = (
      await h.db
        .insertInto('cities')
        .values({ state_id: bengal.id, name: 'Kolkata', latitude: 22.57, longitude: 88.36 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => h?.close());

  it('lists auditors only, filtered in the database, a page at a time', async () => {
    const asha = await auditor({
      first: 'Asha_100%',
      gender: 'F',
      city: pune,
      occupation: 'SERVICE',
      income: 2,
    });
    const bina = await auditor({ first: 'Bina', gender: 'F', city: kolkata, occupation: 'STUDENT' });
    const chetan = await auditor({ first: 'Chetan', gender: 'M', city: pune });
    await createUser(h.db, { role: 'qa', firstName: 'Asha_100%' });

    const named = await list('search=asha_100%25');
    expect(named.auditors.map((a) => a.id)).toEqual([asha.id]);
    expect(named.auditors[0]).toMatchObject({
      name: 'Asha_100% Tester',
      city: 'Pune',
      state: 'Maharashtra',
      is_active: true,
    });
    // % and _ are letters in a search, not patterns
    expect((await list('search=asha_1%25%25')).total_count).toBe(0);
    expect(
      (await list(`search=${encodeURIComponent(asha.email.toUpperCase())}`)).auditors.map((a) => a.id),
    ).toEqual([asha.id]);
    const women = await list('gender=F');
    expect(women.auditors.map((a) => a.id)).toEqual(expect.arrayContaining([asha.id, bina.id]));
    expect(women.auditors.map((a) => a.id)).not.toContain(chetan.id);
    expect((await list(`city=${kolkata}`)).auditors.map((a) => a.id)).toEqual([bina.id]);
    const bengal = await h.db
      .selectFrom('cities')
      .select('state_id')
      .where('id', '=', kolkata)
      .executeTakeFirstOrThrow();
    expect((await list(`state=${bengal.state_id}`)).auditors.map((a) => a.id)).toEqual([bina.id]);
    expect((await list('occupation=STUDENT&gender=F')).auditors.map((a) => a.id)).toEqual([bina.id]);
    expect((await list('income=2')).auditors.map((a) => a.id)).toEqual([asha.id]);

    for (let n = 0; n < MANAGER_AUDITORS_PAGE_SIZE; n += 1) await auditor({ first: `Paged${n}` });
    const first = await list('search=paged');
    const second = await list('search=paged&page=2');
    expect([first.total_count, first.auditors.length, second.auditors.length]).toEqual([
      MANAGER_AUDITORS_PAGE_SIZE,
      MANAGER_AUDITORS_PAGE_SIZE,
      0,
    ]);
    for (const bad of ['gender=X', 'page=0', 'rating=9', 'city=abc', 'occupation=PILOT'])
      expect((await call('GET', `auditor?${bad}`)).statusCode, bad).toBe(400);
  });

  it('shows one auditor; staff and unknown ids are not found', async () => {
    const asha = await auditor({ first: 'Asha', city: pune });
    const shown = await call('GET', `auditor/${asha.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: asha.id, email: asha.email, is_verified: false });
    for (const path of ['profile_info', 'additional_info', 'group_rating', 'bank_info', 'auditor_rating'])
      expect((await call('GET', `auditor/${asha.id}/${path}`)).statusCode, path).toBe(200);
    const qa = await createUser(h.db, { role: 'qa' });
    for (const id of [qa.id, 999_999])
      for (const path of ['', '/profile_info', '/bank_info', '/history'])
        expect((await call('GET', `auditor/${id}${path}`)).statusCode, `${id}${path}`).toBe(404);
    expect((await call('POST', `auditor/${qa.id}/deactivate`)).statusCode).toBe(404);
  });

  it('masks the account number and PAN; a reveal shows them whole and is recorded', async () => {
    const asha = await auditor({ first: 'Asha' });
    await h.db
      .insertInto('bank_accounts')
      .values({
        user_id: asha.id,
        account_holder_name: 'Asha Tester',
        account_number: '123456789012',
        ifsc_code: 'HDFC0001234',
        pan_number: 'ABCDE1234F',
        updated_at: new Date().toISOString(),
      })
      .execute();
    const masked = (await call('GET', `auditor/${asha.id}/bank_info`)).json();
    expect(masked).toMatchObject({ account_number: '••••••••9012', pan_number: '••••••••4F', masked: true });
    expect(await history(asha.id)).toEqual([]);
    const whole = (await call('POST', `auditor/${asha.id}/bank_info/reveal`)).json();
    expect(whole).toMatchObject({ account_number: '123456789012', pan_number: 'ABCDE1234F', masked: false });
    expect((await history(asha.id)).map((a) => a.action)).toEqual(['bank_info.reveal']);
  });

  it('deactivates (ending the auditor’s sessions), activates and verifies, once each, recording before and after', async () => {
    const asha = await auditor({ first: 'Asha' });
    const auditorCookie = await sessionFor(h.app, asha.email, asha.password);
    const own = () => h.app.inject({ url: '/api/auditor/user', headers: { cookie: auditorCookie } });
    expect((await own()).statusCode).toBe(200);

    // two managers at once: one deactivates, the other is told it is done
    const [a, b] = await Promise.all([
      call('POST', `auditor/${asha.id}/deactivate`),
      call('POST', `auditor/${asha.id}/deactivate`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.statusCode === 400)?.json()).toEqual({
      non_field_errors: [MANAGER_MESSAGES.alreadyInactive],
    });
    expect((await own()).statusCode).toBe(403);
    expect((await call('GET', `auditor/${asha.id}`)).json()).toMatchObject({ is_active: false });

    expect((await call('POST', `auditor/${asha.id}/activate`)).json()).toMatchObject({
      is_active: true,
      deactivated_at: null,
    });
    expect((await call('POST', `auditor/${asha.id}/activate`)).statusCode).toBe(400);
    expect((await call('POST', `auditor/${asha.id}/verify`)).json()).toMatchObject({ is_verified: true });
    expect((await call('POST', `auditor/${asha.id}/verify`)).json()).toEqual({
      non_field_errors: [MANAGER_MESSAGES.alreadyVerified],
    });

    const record = await history(asha.id);
    expect(record.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['verify', { is_verified: false }, { is_verified: true }],
      ['activate', { is_active: false }, { is_active: true }],
      ['deactivate', { is_active: true }, { is_active: false }],
    ]);
    expect(new Set(record.map((entry) => entry.actor_email)).size).toBe(1);
  });

  it('changes the mobile number and the rating, refusing bad values', async () => {
    const asha = await auditor({ first: 'Asha' });
    const moved = await call('POST', `auditor/${asha.id}/mobile_number`, { mobile_number: '9123456789' });
    expect(moved.json()).toMatchObject({ mobile_number: '9123456789' });
    for (const bad of [{}, { mobile_number: 'call me' }, { mobile_number: '1'.repeat(30) }])
      expect(
        (await call('POST', `auditor/${asha.id}/mobile_number`, bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);

    expect((await call('GET', `auditor/${asha.id}/auditor_rating`)).json()).toEqual({ auditor_rating: null });
    expect((await call('POST', `auditor/${asha.id}/auditor_rating`, { auditor_rating: 4 })).json()).toEqual({
      auditor_rating: 4,
    });
    expect((await call('GET', `auditor/${asha.id}/auditor_rating`)).json()).toEqual({ auditor_rating: 4 });
    expect((await list('rating=4')).auditors.map((a) => a.id)).toContain(asha.id);
    for (const bad of [0, 6, 2.5, '4'])
      expect(
        (await call('POST', `auditor/${asha.id}/auditor_rating`, { auditor_rating: bad })).statusCode,
        String(bad),
      ).toBe(400);

    expect((await history(asha.id)).map((entry) => [entry.action, entry.after])).toEqual([
      ['auditor_rating', { auditor_rating: 4 }],
      ['mobile_number', { mobile_number: '9123456789' }],
    ]);
  });
});
