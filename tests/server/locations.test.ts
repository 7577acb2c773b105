import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, createForeignCity, signedInAuditor } from './accountWorld';
import { type Harness, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createCity } from './world';

describe.each(DIALECTS)('location lists on %s', (dialect) => {
  let h: Harness;
  let mumbai: number;
  let pune: number;
  let london: number;
  let englandCode: string;
  beforeAll(async () => {
    h = await startHarness(dialect);
    pune = await createCity(h.db, 'Pune');
    mumbai = await createCity(h.db, 'Mumbai');
    london = await createForeignCity(h.db);
    // the helper numbers its English states across dialects, so read the code back
    const england = await h.db
      .selectFrom('states')
      .select('code')
      .where('country_code', '=', 'GB')
      .executeTakeFirstOrThrow();
    englandCode = england.code;
  });
  afterAll(() => h?.close());

  it('lists the countries as code → name', async () => {
    const { api } = await signedInAuditor(h);
    const res = await api.get('country');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ GB: 'United Kingdom', IN: 'India' });
  });

  it("lists one country's states as code → name, whatever the case of the code", async () => {
    const { api } = await signedInAuditor(h);
    expect((await api.get('state/IN')).json()).toEqual({ MH: 'Maharashtra' });
    expect((await api.get('state/in')).json()).toEqual({ MH: 'Maharashtra' });
    expect((await api.get('state/GB')).json()).toEqual({ [englandCode]: 'England' });
  });

  it('answers an empty list for an unknown country or state, and refuses a malformed code', async () => {
    const { api } = await signedInAuditor(h);
    expect((await api.get('state/ZZ')).json()).toEqual({});
    expect((await api.get('city/ZZ')).json()).toEqual([]);
    expect((await api.get('state/I%20N')).statusCode).toBe(400);
  });

  it("lists one state's cities by name, shaped like the profile's city", async () => {
    const { api } = await signedInAuditor(h);
    const res = await api.get('city/MH');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: mumbai, name: 'Mumbai', state: 'MH', country: 'IN', country_name: 'India' },
      { id: pune, name: 'Pune', state: 'MH', country: 'IN', country_name: 'India' },
    ]);
    expect((await api.get(`city/${englandCode}?country=GB`)).json()).toEqual([
      { id: london, name: 'London', state: englandCode, country: 'GB', country_name: 'United Kingdom' },
    ]);
    expect((await api.get('city/MH?country=GB')).json()).toEqual([]);
  });

  it('needs a signed-in auditor', async () => {
    const anonymous = accountApi(h.app, '');
    for (const path of ['country', 'state/IN', 'city/MH']) {
      expect((await anonymous.get(path)).statusCode).toBe(403);
    }
  });
});
