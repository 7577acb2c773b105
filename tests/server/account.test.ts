import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, currentBusinessYear, isLeapYear, MESSAGES } from '../../src/contract';
import {
  accountApi,
  createForeignCity,
  createIndianCity,
  personalInfo,
  signedInAuditor,
} from './accountWorld';
import { createUser, type Harness, login, ORIGIN, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/** Every call of the account area. */
const ACCOUNT_CALLS: Array<[method: 'GET' | 'POST', path: string]> = [
  ['GET', 'profile_info'],
  ['POST', 'profile_info'],
  ['GET', 'bank_info'],
  ['POST', 'bank_info'],
  ['GET', 'additional_info'],
  ['POST', 'additional_info'],
  ['GET', 'preferences'],
  ['POST', 'preferences'],
  ['POST', 'mobile_number'],
  ['GET', 'whatsapp_number'],
  ['POST', 'whatsapp_number'],
  ['GET', 'user'],
  ['POST', 'tos_accept'],
  ['POST', 'tour_complete'],
  ['POST', 'auditor_self/1/deactivate'],
];

describe.each(DIALECTS)('account: personal information, sessions and deactivation on %s', (dialect) => {
  let h: Harness;
  let puneId: number;
  beforeAll(async () => {
    h = await startHarness(dialect, { SUPPORT_EMAIL: 'help@acme.test' });
    puneId = await createIndianCity(h.db, 'Pune');
  });
  afterAll(() => h?.close());

  it.each(ACCOUNT_CALLS)('%s auditor/%s answers 403 without a session', async (method, path) => {
    const res = await h.app.inject({
      method,
      url: `/api/auditor/${path}`,
      headers: { origin: ORIGIN },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().non_field_errors).toEqual([MESSAGES.sessionExpired]);
  });

  it('saves personal information and returns it, computing is_complete from the fields', async () => {
    const { api } = await signedInAuditor(h);
    const saved = await api.post('profile_info', personalInfo(puneId, { first_name: '  Meera  ' }));
    expect(saved.statusCode).toBe(200);
    const expected = {
      first_name: 'Meera',
      last_name: 'Iyer',
      pronouns: 'sh',
      gender: 'F',
      education: 'GR',
      date_of_birth: '1994-03-02',
      marital_status: 'S',
      address: '12 FC Road, Shivajinagar',
      city_id: puneId,
      city: { id: puneId, name: 'Pune', state: 'MH', country: 'IN', country_name: 'India' },
      country: 'IN',
      state: 'MH',
      pincode: '411004',
      mobile_number: null,
      // every personal field but the mobile number
      is_complete: false,
    };
    expect(saved.json()).toMatchObject(expected);
    expect((await api.get('profile_info')).json()).toEqual(saved.json());

    expect((await api.post('mobile_number', { mobile_number: '9820012345' })).statusCode).toBe(200);
    expect((await api.get('profile_info')).json()).toMatchObject({
      mobile_number: '9820012345',
      is_complete: true,
    });
    expect((await api.get('user')).json().is_complete).toBe(true);
  });

  it('creates the profile row on the first save', async () => {
    const { user, api } = await signedInAuditor(h);
    await h.db.deleteFrom('profiles').where('user_id', '=', user.id).execute();
    expect((await api.get('profile_info')).json()).toMatchObject({ first_name: '', is_complete: false });
    const res = await api.post('profile_info', personalInfo(puneId, { pronouns: null }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Meera', pronouns: null, city_id: puneId });
  });

  it.each([
    ['first_name', 'A'.repeat(21), ACCOUNT_MESSAGES.tooLong(20)],
    ['last_name', 'B'.repeat(21), ACCOUNT_MESSAGES.tooLong(20)],
    ['first_name', '   ', ACCOUNT_MESSAGES.required],
    ['address', 'x'.repeat(101), ACCOUNT_MESSAGES.tooLong(100)],
    ['pincode', '123456789', ACCOUNT_MESSAGES.tooLong(8)],
    ['pincode', '4110#4', ACCOUNT_MESSAGES.pincodeCharacters],
    ['gender', 'T', ACCOUNT_MESSAGES.invalidChoice],
    ['gender', undefined, ACCOUNT_MESSAGES.required],
    ['pronouns', 'xx', ACCOUNT_MESSAGES.invalidChoice],
    ['education', 'PHD', ACCOUNT_MESSAGES.invalidChoice],
    ['marital_status', 'X', ACCOUNT_MESSAGES.invalidChoice],
    ['city_id', 'Pune', ACCOUNT_MESSAGES.unknownCity],
    ['date_of_birth', '02-03-1994', ACCOUNT_MESSAGES.dateFormat],
    ['date_of_birth', '1994-13-02', ACCOUNT_MESSAGES.notACalendarDate],
    ['date_of_birth', '1994-04-31', ACCOUNT_MESSAGES.notACalendarDate],
    ['date_of_birth', '1994-02-29', ACCOUNT_MESSAGES.notACalendarDate],
    ['date_of_birth', '', ACCOUNT_MESSAGES.required],
  ])('refuses %s = %j with its message and saves nothing', async (field, value, message) => {
    const { api } = await signedInAuditor(h);
    const res = await api.post('profile_info', personalInfo(puneId, { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
    expect((await api.get('profile_info')).json().last_name).toBe('');
  });

  it('takes a date of birth only in the years current - 80 to current - 15, and 29 February of leap years', async () => {
    const { api } = await signedInAuditor(h);
    const year = currentBusinessYear();
    const outOfRange = ACCOUNT_MESSAGES.birthYearOutOfRange(year - 80, year - 15);
    for (const tooFar of [year - 81, year - 14, year]) {
      const res = await api.post('profile_info', personalInfo(puneId, { date_of_birth: `${tooFar}-06-15` }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ date_of_birth: [outOfRange] });
    }
    for (const edge of [year - 80, year - 15]) {
      const res = await api.post('profile_info', personalInfo(puneId, { date_of_birth: `${edge}-01-01` }));
      expect(res.statusCode).toBe(200);
      expect(res.json().date_of_birth).toBe(`${edge}-01-01`);
    }
    const leapYear = Array.from({ length: 66 }, (_, i) => year - 15 - i).find(isLeapYear);
    const leapDay = `${leapYear}-02-29`;
    const saved = await api.post('profile_info', personalInfo(puneId, { date_of_birth: leapDay }));
    expect(saved.json().date_of_birth).toBe(leapDay);
  });

  it('needs a city that exists, and a 6-digit PIN code for a city in India only', async () => {
    const { api } = await signedInAuditor(h);
    const missing = await api.post('profile_info', personalInfo(987_654));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ city_id: [ACCOUNT_MESSAGES.unknownCity] });
    const shortPin = await api.post('profile_info', personalInfo(puneId, { pincode: '4110' }));
    expect(shortPin.statusCode).toBe(400);
    expect(shortPin.json()).toEqual({ pincode: [ACCOUNT_MESSAGES.indianPincode] });
    const londonId = await createForeignCity(h.db);
    const london = await api.post('profile_info', personalInfo(londonId, { pincode: 'SW1A 1AA' }));
    expect(london.statusCode).toBe(200);
    expect(london.json()).toMatchObject({ country: 'GB', pincode: 'SW1A 1AA', city: { name: 'London' } });
  });

  it.each(ACCOUNT_CALLS.filter(([method, path]) => method === 'POST' && !path.includes('deactivate')))(
    '%s auditor/%s answers a body that is not a form object with 400, never 500',
    async (_method, path) => {
      const { api } = await signedInAuditor(h);
      for (const body of [['first_name'], 'Meera', null, 42]) {
        const res = await api.post(path, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().non_field_errors).toHaveLength(1);
      }
    },
  );

  it("keeps each auditor's details their own: ids in the body are ignored", async () => {
    const me = await signedInAuditor(h);
    const other = await signedInAuditor(h);
    await me.api.post('profile_info', personalInfo(puneId));
    const intrusion = await other.api.post('profile_info', {
      ...personalInfo(puneId, { first_name: 'Intruder' }),
      id: me.user.id,
      user_id: me.user.id,
    });
    expect(intrusion.json().id).toBe(other.user.id);
    expect((await me.api.get('profile_info')).json()).toMatchObject({ id: me.user.id, first_name: 'Meera' });
    expect((await other.api.get('profile_info')).json().first_name).toBe('Intruder');
  });

  it('deactivates only with its own id, ends every session of the user, and login is refused', async () => {
    const user = await createUser(h.db);
    const bystander = await signedInAuditor(h);
    const first = accountApi(h.app, await sessionFor(h.app, user.email, user.password));
    const second = accountApi(h.app, await sessionFor(h.app, user.email, user.password));

    const foreign = await first.post(`auditor_self/${bystander.user.id}/deactivate`, {});
    expect(foreign.statusCode).toBe(404);
    expect((await bystander.api.get('user')).statusCode).toBe(200);
    expect((await second.get('user')).statusCode).toBe(200);

    const res = await first.post(`auditor_self/${user.id}/deactivate`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      detail: ACCOUNT_MESSAGES.deactivated('help@acme.test'),
      support_email: 'help@acme.test',
    });
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    expect((await second.get('user')).statusCode).toBe(403);
    expect((await first.get('user')).statusCode).toBe(403);
    const sessions = await h.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toEqual([]);
    const row = await h.db
      .selectFrom('users')
      .select(['is_active', 'deactivated_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.is_active).toBe(0);
    expect(row.deactivated_at).not.toBeNull();

    const again = await login(h.app, user.email, user.password);
    expect(again.statusCode).toBe(403);
    expect(again.body).toContain(MESSAGES.accountDeactivated);
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // someone else's sessions are untouched
    expect((await bystander.api.get('user')).statusCode).toBe(200);
  });
});
