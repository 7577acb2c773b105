import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, BANK_FORMAT_MESSAGES } from '../../src/contract';
import {
  BANK_ACCOUNT,
  createForeignCity,
  createIndianCity,
  personalInfo,
  signedInAuditor,
} from './accountWorld';
import { type Harness, startHarness } from './harness';
import { DIALECTS } from './testDb';

describe.each(DIALECTS)('account: bank and PayPal details on %s', (dialect) => {
  let h: Harness;
  let puneId: number;
  let londonId: number;
  beforeAll(async () => {
    h = await startHarness(dialect);
    puneId = await createIndianCity(h.db, 'Pune');
    londonId = await createForeignCity(h.db);
  });
  afterAll(() => h?.close());

  it('reads empty, incomplete and invalid before the first save', async () => {
    const { api } = await signedInAuditor(h);
    const res = await api.get('bank_info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bank_name_from_ifsc: '',
      account_holder_name: '',
      account_number: '',
      ifsc_code: '',
      pan_number: '',
      is_pan_card_valid: false,
      paypal: '',
      pays_by_paypal: false,
      is_complete: false,
      is_valid: false,
    });
  });

  it('saves an Indian bank account (upper-casing IFSC and PAN), names the bank and returns it', async () => {
    const { api } = await signedInAuditor(h);
    await api.post('profile_info', personalInfo(puneId));
    const before = (await api.get('profile_completion_percentage')).json().profile_completion_percentage;
    const res = await api.post('bank_info', {
      ...BANK_ACCOUNT,
      ifsc_code: 'hdfc0000123',
      pan_number: 'bklpd4821k',
      paypal: 'ignored@example.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...BANK_ACCOUNT,
      bank_name_from_ifsc: 'HDFC Bank',
      is_pan_card_valid: true,
      paypal: '',
      pays_by_paypal: false,
      is_complete: true,
      is_valid: true,
    });
    expect((await api.get('bank_info')).json()).toEqual(res.json());
    const after = (await api.get('profile_completion_percentage')).json().profile_completion_percentage;
    expect(after).toBeGreaterThan(before);
  });

  it.each([
    ['account_number', "+cmd|'/C calc'!A0", BANK_FORMAT_MESSAGES.accountNumber],
    ['account_number', '12345678', BANK_FORMAT_MESSAGES.accountNumber],
    ['account_number', '5010-0234-5678', BANK_FORMAT_MESSAGES.accountNumber],
    ['ifsc_code', 'HDFC1000123', BANK_FORMAT_MESSAGES.ifsc],
    ['ifsc_code', '=1+2', BANK_FORMAT_MESSAGES.ifsc],
    ['pan_number', 'BKLPD48210', BANK_FORMAT_MESSAGES.pan],
  ])(
    'refuses a malformed %s (%j) beside its field, and keeps what was saved',
    async (field, value, message) => {
      const { api } = await signedInAuditor(h);
      expect((await api.post('bank_info', BANK_ACCOUNT)).statusCode).toBe(200);
      const res = await api.post('bank_info', { ...BANK_ACCOUNT, [field]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: [message] });
      expect((await api.get('bank_info')).json()).toMatchObject({ ...BANK_ACCOUNT, is_valid: true });
    },
  );

  it('takes the account number with the spaces typed between its groups, and the codes in lower case', async () => {
    const { api } = await signedInAuditor(h);
    const res = await api.post('bank_info', {
      ...BANK_ACCOUNT,
      account_number: ' 5010 0234 567891 ',
      ifsc_code: 'hdfc0000123',
      pan_number: 'bklpd4821k',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...BANK_ACCOUNT, is_valid: true });
  });

  it('shows a record saved before the format checks as complete but not valid, so the panel turns red', async () => {
    const { user, api } = await signedInAuditor(h);
    await h.db
      .insertInto('bank_accounts')
      .values({
        user_id: user.id,
        ...BANK_ACCOUNT,
        account_number: '999',
        pan_number: 'BKLPD48210',
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await api.get('bank_info')).json()).toMatchObject({
      bank_name_from_ifsc: 'HDFC Bank',
      is_pan_card_valid: false,
      is_complete: true,
      is_valid: false,
    });
  });

  it.each([
    ['account_holder_name', 'N'.repeat(41), ACCOUNT_MESSAGES.tooLong(40)],
    ['account_number', '1'.repeat(21), ACCOUNT_MESSAGES.tooLong(20)],
    ['ifsc_code', 'HDFC00001234', ACCOUNT_MESSAGES.tooLong(11)],
    ['pan_number', 'BKLPD4821KX', ACCOUNT_MESSAGES.tooLong(10)],
    ['account_number', '', ACCOUNT_MESSAGES.required],
    ['pan_number', undefined, ACCOUNT_MESSAGES.required],
    ['ifsc_code', 123, ACCOUNT_MESSAGES.expectedText],
  ])('refuses an Indian account with %s = %j', async (field, value, message) => {
    const { api } = await signedInAuditor(h);
    const res = await api.post('bank_info', { ...BANK_ACCOUNT, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
    expect((await api.get('bank_info')).json().account_holder_name).toBe('');
  });

  it('asks a profile in India for the bank fields, not for PayPal', async () => {
    const { api } = await signedInAuditor(h);
    await api.post('profile_info', personalInfo(puneId));
    const res = await api.post('bank_info', { paypal: 'meera@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      account_holder_name: [ACCOUNT_MESSAGES.required],
      account_number: [ACCOUNT_MESSAGES.required],
      ifsc_code: [ACCOUNT_MESSAGES.required],
      pan_number: [ACCOUNT_MESSAGES.required],
    });
  });

  it('asks a profile outside India for a PayPal ID of at most 40 characters instead', async () => {
    const { api } = await signedInAuditor(h);
    await api.post('profile_info', personalInfo(londonId, { pincode: 'SW1A 1AA' }));
    expect((await api.get('bank_info')).json()).toMatchObject({ pays_by_paypal: true, is_complete: false });
    const bankOnly = await api.post('bank_info', BANK_ACCOUNT);
    expect(bankOnly.statusCode).toBe(400);
    expect(bankOnly.json()).toEqual({ paypal: [ACCOUNT_MESSAGES.required] });
    const tooLong = await api.post('bank_info', { paypal: `${'p'.repeat(30)}@example.tv` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ paypal: [ACCOUNT_MESSAGES.tooLong(40)] });

    const res = await api.post('bank_info', { ...BANK_ACCOUNT, paypal: 'meera@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      bank_name_from_ifsc: '',
      account_holder_name: '',
      account_number: '',
      ifsc_code: '',
      pan_number: '',
      is_pan_card_valid: false,
      paypal: 'meera@example.test',
      pays_by_paypal: true,
      is_complete: true,
      is_valid: true,
    });
    expect((await api.get('bank_info')).json()).toEqual(res.json());
  });

  it('judges saved details by the current city: moving abroad leaves the PayPal ID to be filled', async () => {
    const { api } = await signedInAuditor(h);
    await api.post('profile_info', personalInfo(puneId));
    expect((await api.post('bank_info', BANK_ACCOUNT)).json().is_valid).toBe(true);
    await api.post('profile_info', personalInfo(londonId, { pincode: 'SW1A 1AA' }));
    expect((await api.get('bank_info')).json()).toMatchObject({
      account_number: BANK_ACCOUNT.account_number,
      pays_by_paypal: true,
      is_complete: false,
      is_valid: false,
    });
  });

  it("never shows or changes another auditor's bank details", async () => {
    const me = await signedInAuditor(h);
    const other = await signedInAuditor(h);
    await me.api.post('bank_info', BANK_ACCOUNT);
    expect((await other.api.get('bank_info')).json().account_number).toBe('');
    await other.api.post('bank_info', { ...BANK_ACCOUNT, account_number: '999999999', user_id: me.user.id });
    expect((await me.api.get('bank_info')).json().account_number).toBe(BANK_ACCOUNT.account_number);
    expect((await other.api.get('bank_info')).json().account_number).toBe('999999999');
  });
});
