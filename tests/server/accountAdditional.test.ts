import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../src/contract';
import { additionalInfo, signedInAuditor } from './accountWorld';
import { type Harness, startHarness } from './harness';
import { DIALECTS } from './testDb';

describe.each(DIALECTS)('account: additional information and the tour on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  it('reads empty before the first save, then returns exactly what was saved', async () => {
    const { api } = await signedInAuditor(h);
    expect((await api.get('additional_info')).json()).toEqual({
      referral_code: null,
      occupation: null,
      income: null,
      distance: null,
      industry: null,
      company: '',
      interest_area: [],
      language_known: [],
      has_car: false,
      car_model: '',
      car_cost: null,
      laptop_owned: false,
      laptop_model: '',
      mobile_model: '',
      camera_resoulution: null,
      is_complete: false,
      is_tour_complete: false,
    });
    const res = await api.post('additional_info', additionalInfo({ is_complete: false, referral_code: 'X' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...additionalInfo(),
      referral_code: null,
      is_complete: true,
      is_tour_complete: false,
    });
    expect((await api.get('additional_info')).json()).toEqual(res.json());
  });

  it('needs the mobile model the proof photos are taken with', async () => {
    const { api } = await signedInAuditor(h);
    const res = await api.post('additional_info', additionalInfo({ mobile_model: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mobile_model: [ACCOUNT_MESSAGES.required] });
  });

  it("fixes a student's income at 0 and needs an income from everyone else", async () => {
    const { api } = await signedInAuditor(h);
    const student = await api.post('additional_info', additionalInfo({ occupation: 'STUDENT', income: 5 }));
    expect(student.statusCode).toBe(200);
    expect(student.json()).toMatchObject({ occupation: 'STUDENT', income: 0, is_complete: true });
    const noIncome = await api.post(
      'additional_info',
      additionalInfo({ occupation: 'STUDENT', income: null }),
    );
    expect(noIncome.json().income).toBe(0);
    const employed = await api.post(
      'additional_info',
      additionalInfo({ occupation: 'RETIRED', income: null }),
    );
    expect(employed.statusCode).toBe(400);
    expect(employed.json()).toEqual({ income: [ACCOUNT_MESSAGES.required] });
  });

  it('clears the car and laptop fields when has_car and laptop_owned are false', async () => {
    const { api } = await signedInAuditor(h);
    await api.post('additional_info', additionalInfo());
    const res = await api.post(
      'additional_info',
      additionalInfo({ has_car: false, car_model: 'Honda City', car_cost: 3, laptop_owned: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      has_car: false,
      car_model: '',
      car_cost: null,
      laptop_owned: false,
      laptop_model: '',
    });
    expect((await api.get('additional_info')).json()).toMatchObject({ car_model: '', car_cost: null });
  });

  it('needs the car model and cost with a car, and the laptop model with a laptop', async () => {
    const { api } = await signedInAuditor(h);
    const res = await api.post(
      'additional_info',
      additionalInfo({ car_model: '', car_cost: null, laptop_model: '  ' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      car_model: [ACCOUNT_MESSAGES.required],
      car_cost: [ACCOUNT_MESSAGES.required],
      laptop_model: [ACCOUNT_MESSAGES.required],
    });
  });

  it.each([
    ['occupation', 'PILOT', ACCOUNT_MESSAGES.invalidChoice],
    ['occupation', undefined, ACCOUNT_MESSAGES.required],
    ['income', 7, ACCOUNT_MESSAGES.invalidChoice],
    ['income', '3', ACCOUNT_MESSAGES.invalidChoice],
    ['distance', 15, ACCOUNT_MESSAGES.invalidChoice],
    ['industry', 0, ACCOUNT_MESSAGES.invalidChoice],
    ['industry', 44, ACCOUNT_MESSAGES.invalidChoice],
    ['car_cost', 6, ACCOUNT_MESSAGES.invalidChoice],
    ['camera_resoulution', 7, ACCOUNT_MESSAGES.invalidChoice],
    ['interest_area', ['RETAIL', 'COOKING'], ACCOUNT_MESSAGES.invalidListEntry],
    ['interest_area', [], ACCOUNT_MESSAGES.chooseAtLeastOne],
    ['interest_area', 'RETAIL', ACCOUNT_MESSAGES.invalidListEntry],
    ['language_known', ['English', 'Klingon'], ACCOUNT_MESSAGES.invalidListEntry],
    ['has_car', 'yes', ACCOUNT_MESSAGES.expectedYesNo],
    ['company', 'C'.repeat(101), ACCOUNT_MESSAGES.tooLong(100)],
    ['mobile_model', 'M'.repeat(51), ACCOUNT_MESSAGES.tooLong(50)],
  ])('refuses %s = %j with the message under that field', async (field, value, message) => {
    const { api } = await signedInAuditor(h);
    const res = await api.post('additional_info', additionalInfo({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
    expect((await api.get('additional_info')).json().occupation).toBeNull();
  });

  it('keeps each interest and language once, in the order chosen', async () => {
    const { api } = await signedInAuditor(h);
    const res = await api.post(
      'additional_info',
      additionalInfo({ interest_area: ['TRAVEL', 'OTHERS', 'TRAVEL'], language_known: ['Hindi', 'Hindi'] }),
    );
    expect(res.json()).toMatchObject({ interest_area: ['TRAVEL', 'OTHERS'], language_known: ['Hindi'] });
  });

  it('shows the referral code given at sign-up, which the form cannot change', async () => {
    const { user, api } = await signedInAuditor(h);
    await h.db
      .insertInto('additional_infos')
      .values({ user_id: user.id, referral_code: 'AUD7K2Q', updated_at: new Date().toISOString() })
      .execute();
    const res = await api.post('additional_info', additionalInfo({ referral_code: 'OTHER' }));
    expect(res.json().referral_code).toBe('AUD7K2Q');
  });

  it('marks the tour complete for good, and only that', async () => {
    const { api } = await signedInAuditor(h);
    const refused = await api.post('tour_complete', { is_tour_complete: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ is_tour_complete: [ACCOUNT_MESSAGES.tourOnlyCompletes] });
    expect((await api.get('additional_info')).json().is_tour_complete).toBe(false);
    const res = await api.post('tour_complete', { is_tour_complete: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_tour_complete: true });
    expect((await api.get('additional_info')).json().is_tour_complete).toBe(true);
  });

  it("never shows or changes another auditor's additional information", async () => {
    const me = await signedInAuditor(h);
    const other = await signedInAuditor(h);
    await me.api.post('additional_info', additionalInfo());
    await me.api.post('tour_complete', { is_tour_complete: true });
    expect((await other.api.get('additional_info')).json()).toMatchObject({
      occupation: null,
      is_tour_complete: false,
    });
    await other.api.post('additional_info', additionalInfo({ occupation: 'BUSINESS', user_id: me.user.id }));
    expect((await me.api.get('additional_info')).json().occupation).toBe('SERVICE');
  });
});
