import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionalInfoBodySchema,
  bankTransferBodySchema,
  CAR_COST_VALUES,
  EDUCATIONS,
  GENDERS,
  INCOME_VALUES,
  MARITAL_STATUSES,
  mobileNumberBodySchema,
  personalInfoBodySchema,
  whatsappNumberBodySchema,
} from '../../src/contract';
import { calendarDate } from '../../src/server/domain/calendar';
import { seedDemoWorld } from '../../src/server/tools/seed';
import { DEMO_ACCOUNTS } from '../../src/server/tools/seed/accounts';
import { OTHER_AUDITORS } from '../../src/server/tools/seed/otherAuditors';
import { accountApi } from './accountWorld';
import { type Harness, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

/** zod's issues, or [] when the value parses: the failing field shows in the test output. */
function problems(schema: { safeParse(value: unknown): { error?: { issues: unknown[] } } }, value: unknown) {
  return schema.safeParse(value).error?.issues ?? [];
}

/** The seed writes rows directly; these tests hold its values to the contract the forms use. */
describe.each(DIALECTS)('the seeded auditors against the account contract on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
    // today's date, so the seeded ages fall in the date-of-birth years the form offers now
    await seedDemoWorld(h.db, { today: calendarDate(new Date()) });
  });
  afterAll(() => h?.close());

  it('stores only values that the profile, bank, additional-info and phone forms accept', async () => {
    const rows = await h.db
      .selectFrom('users')
      .innerJoin('profiles', 'profiles.user_id', 'users.id')
      .innerJoin('additional_infos', 'additional_infos.user_id', 'users.id')
      .leftJoin('bank_accounts', 'bank_accounts.user_id', 'users.id')
      .selectAll('profiles')
      .selectAll('additional_infos')
      .select(['users.email', 'bank_accounts.account_holder_name', 'bank_accounts.account_number'])
      .select(['bank_accounts.ifsc_code', 'bank_accounts.pan_number'])
      .where('users.role', '=', 'auditor')
      .where('profiles.city_id', 'is not', null)
      .execute();
    // the demo auditor and every other registered auditor; only the newcomer has no city yet
    expect(rows.map((r) => r.email).sort()).toEqual(
      [DEMO_ACCOUNTS.auditor.email, ...OTHER_AUDITORS.map((a) => a.email)].sort(),
    );
    for (const row of rows) {
      expect({ email: row.email, issues: problems(personalInfoBodySchema, row) }).toEqual({
        email: row.email,
        issues: [],
      });
      const additional = {
        ...row,
        interest_area: JSON.parse(row.interest_area),
        language_known: JSON.parse(row.language_known),
        has_car: row.has_car === 1,
        laptop_owned: row.laptop_owned === 1,
        camera_resoulution: row.camera_resolution,
      };
      expect({ email: row.email, issues: problems(additionalInfoBodySchema, additional) }).toEqual({
        email: row.email,
        issues: [],
      });
      expect(problems(mobileNumberBodySchema, row)).toEqual([]);
      if (row.whatsapp_number !== null) expect(problems(whatsappNumberBodySchema, row)).toEqual([]);
      if (row.account_number !== null) expect(problems(bankTransferBodySchema, row)).toEqual([]);
    }
  });

  it('aligns audit cycles only on codes the contract knows', async () => {
    const known: Record<string, ReadonlyArray<string>> = {
      gender: GENDERS,
      education: EDUCATIONS,
      marital_status: MARITAL_STATUSES,
      income: INCOME_VALUES.map(String),
      car_cost: CAR_COST_VALUES.map(String),
    };
    const factors = await h.db.selectFrom('audit_alignment_factors').select(['key', 'value']).execute();
    const checked = factors.filter((factor) => factor.key in known);
    expect(checked.length).toBeGreaterThan(0);
    for (const { key, value } of checked) {
      // each factor holds a JSON list of the values the cycle accepts
      const values: unknown = JSON.parse(value);
      const list: unknown[] = Array.isArray(values) ? values : [];
      expect(list.length).toBeGreaterThan(0);
      const unknown = list.filter((v) => typeof v !== 'string' || !known[key]?.includes(v));
      expect({ key, unknown }).toEqual({ key, unknown: [] });
    }
  });

  it('lets the demo auditor save each form back unchanged, as the details page would', async () => {
    const cookie = await sessionFor(h.app, DEMO_ACCOUNTS.auditor.email, DEMO_ACCOUNTS.auditor.password);
    const api = accountApi(h.app, cookie);
    const profile = (await api.get('profile_info')).json();
    const bank = (await api.get('bank_info')).json();
    const additional = (await api.get('additional_info')).json();
    const whatsapp = (await api.get('whatsapp_number')).json();
    expect(profile.is_complete).toBe(true);
    expect(bank.is_valid).toBe(true);
    expect(additional.is_complete).toBe(true);

    const resaved = [
      await api.post('profile_info', profile),
      await api.post('bank_info', bank),
      await api.post('additional_info', additional),
      await api.post('whatsapp_number', whatsapp),
    ];
    expect(resaved.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(resaved.map((res) => res.json())).toEqual([profile, bank, additional, whatsapp]);
  });
});
