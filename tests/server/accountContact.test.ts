import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MESSAGES } from '../../src/contract';
import { signedInAuditor } from './accountWorld';
import { createUser, type Harness, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';

const PREFERENCES = {
  receive_new_opportunities_email: false,
  receive_new_opportunities_sms: true,
  receive_transactional_whatsapp_message: false,
};

describe.each(DIALECTS)('account: preferences, phone numbers and consents on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  it('reads and saves the preferences, creating the row on the first save', async () => {
    const { user, api } = await signedInAuditor(h);
    expect((await api.get('preferences')).json()).toEqual({
      receive_new_opportunities_email: true,
      receive_new_opportunities_sms: true,
      receive_transactional_whatsapp_message: true,
      receive_updates_email: true,
    });
    await h.db.deleteFrom('preferences').where('user_id', '=', user.id).execute();
    const res = await api.post('preferences', PREFERENCES);
    expect(res.statusCode).toBe(200);
    const saved = { ...PREFERENCES, receive_updates_email: true };
    expect(res.json()).toEqual(saved);
    expect((await api.get('preferences')).json()).toEqual(saved);
    const flipped = { ...saved, receive_new_opportunities_email: true };
    expect((await api.post('preferences', flipped)).json()).toEqual(flipped);
  });

  it('turns e-mail updates off, and a save from an app that predates them leaves them as they are', async () => {
    const { api } = await signedInAuditor(h);
    const off = { ...PREFERENCES, receive_updates_email: false };
    expect((await api.post('preferences', off)).json()).toEqual(off);
    expect((await api.post('preferences', PREFERENCES)).json()).toEqual(off);
    expect((await api.get('preferences')).json().receive_updates_email).toBe(false);
  });

  it('needs all three preferences as booleans', async () => {
    const { api } = await signedInAuditor(h);
    const res = await api.post('preferences', {
      receive_new_opportunities_email: 'yes',
      receive_new_opportunities_sms: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      receive_new_opportunities_email: [ACCOUNT_MESSAGES.expectedYesNo],
      receive_transactional_whatsapp_message: [ACCOUNT_MESSAGES.required],
    });
    expect((await api.get('preferences')).json().receive_new_opportunities_sms).toBe(true);
  });

  it('saves the mobile number with +91 unless another dial code is chosen', async () => {
    const { api } = await signedInAuditor(h);
    const res = await api.post('mobile_number', { mobile_number: ' 9820012345 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mobile_number: '9820012345', dial_code: '+91' });
    expect((await api.get('user')).json()).toMatchObject({ mobile_number: '9820012345', dial_code: '+91' });
    const uk = await api.post('mobile_number', { mobile_number: '7700900123', dial_code: '+44' });
    expect(uk.json()).toEqual({ mobile_number: '7700900123', dial_code: '+44' });
    expect((await api.get('profile_info')).json().mobile_number).toBe('7700900123');
  });

  it.each([
    [{ mobile_number: '9'.repeat(21) }, 'mobile_number', ACCOUNT_MESSAGES.tooLong(20)],
    [{ mobile_number: '98200-12345' }, 'mobile_number', ACCOUNT_MESSAGES.phoneDigits],
    [{ mobile_number: '12345' }, 'mobile_number', ACCOUNT_MESSAGES.phoneDigits],
    [{ mobile_number: '' }, 'mobile_number', ACCOUNT_MESSAGES.required],
    [{ mobile_number: '9820012345', dial_code: '+999' }, 'dial_code', ACCOUNT_MESSAGES.invalidChoice],
  ])('refuses the mobile number %j', async (body, field, message) => {
    const { api } = await signedInAuditor(h);
    const res = await api.post('mobile_number', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
    expect((await api.get('user')).json().mobile_number).toBeNull();
  });

  it('reads and saves the whatsapp number, whose dial code is required', async () => {
    const { api } = await signedInAuditor(h);
    expect((await api.get('whatsapp_number')).json()).toEqual({
      whatsapp_number: null,
      whatsapp_dial_code: null,
    });
    const noDialCode = await api.post('whatsapp_number', { whatsapp_number: '9820012345' });
    expect(noDialCode.statusCode).toBe(400);
    expect(noDialCode.json()).toEqual({ whatsapp_dial_code: [ACCOUNT_MESSAGES.required] });
    const tooLong = await api.post('whatsapp_number', {
      whatsapp_number: '1'.repeat(21),
      whatsapp_dial_code: '+91',
    });
    expect(tooLong.json()).toEqual({ whatsapp_number: [ACCOUNT_MESSAGES.tooLong(20)] });

    const saved = { whatsapp_number: '6591234567', whatsapp_dial_code: '+65' };
    const res = await api.post('whatsapp_number', saved);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(saved);
    expect((await api.get('whatsapp_number')).json()).toEqual(saved);
    expect((await api.get('user')).json()).toMatchObject(saved);
  });

  it('records the privacy policy and the contractor agreement as the payload names them', async () => {
    const { api } = await signedInAuditor(h);
    const policy = await api.post('tos_accept', { tos_accept: ['PRIVACY_POLICY'] });
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toEqual({ pp_accepted: true, agreement_accepted: false });
    expect((await api.get('user')).json()).toMatchObject({ pp_accepted: true, agreement_accepted: false });
    const agreement = await api.post('tos_accept', { tos_accept: ['CONTRACTOR_AGREEMENT'] });
    expect(agreement.json()).toEqual({ pp_accepted: true, agreement_accepted: true });
    expect((await api.get('user')).json()).toMatchObject({ pp_accepted: true, agreement_accepted: true });
  });

  it('accepts both documents in one call, creating the flags row if there is none', async () => {
    const { user, api } = await signedInAuditor(h);
    await h.db.deleteFrom('account_flags').where('user_id', '=', user.id).execute();
    const res = await api.post('tos_accept', { tos_accept: ['CONTRACTOR_AGREEMENT', 'PRIVACY_POLICY'] });
    expect(res.json()).toEqual({ pp_accepted: true, agreement_accepted: true });
    const row = await h.db
      .selectFrom('account_flags')
      .select('tos_accepted_at')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.tos_accepted_at).not.toBeNull();
  });

  it.each([
    [{ tos_accept: [] }, ACCOUNT_MESSAGES.chooseAtLeastOne],
    [{ tos_accept: ['COOKIES'] }, ACCOUNT_MESSAGES.invalidListEntry],
    [{ tos_accept: true }, ACCOUNT_MESSAGES.invalidListEntry],
    [{}, ACCOUNT_MESSAGES.required],
  ])('refuses the acceptance %j', async (body, message) => {
    const { api } = await signedInAuditor(h);
    const res = await api.post('tos_accept', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ tos_accept: [message] });
    expect((await api.get('user')).json()).toMatchObject({ pp_accepted: false, agreement_accepted: false });
  });

  it("keeps phone numbers, preferences and consents each auditor's own", async () => {
    const me = await signedInAuditor(h);
    const other = await signedInAuditor(h);
    await me.api.post('mobile_number', { mobile_number: '9820012345' });
    await me.api.post('whatsapp_number', { whatsapp_number: '9820012345', whatsapp_dial_code: '+91' });
    await me.api.post('preferences', PREFERENCES);
    await me.api.post('tos_accept', { tos_accept: ['PRIVACY_POLICY', 'CONTRACTOR_AGREEMENT'] });
    expect((await other.api.get('user')).json()).toMatchObject({
      mobile_number: null,
      whatsapp_number: null,
      pp_accepted: false,
      agreement_accepted: false,
    });
    expect((await other.api.get('preferences')).json().receive_new_opportunities_email).toBe(true);
    await other.api.post('mobile_number', { mobile_number: '9999999999', user_id: me.user.id });
    expect((await me.api.get('user')).json().mobile_number).toBe('9820012345');
  });

  it('answers 403 to a manager on the account calls', async () => {
    const manager = await createUser(h.db, { role: 'manager' });
    const cookie = await sessionFor(h.app, manager.email, manager.password);
    for (const path of ['profile_info', 'bank_info', 'additional_info', 'preferences', 'whatsapp_number']) {
      const res = await h.app.inject({ url: `/api/auditor/${path}`, headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json().non_field_errors).toEqual([MESSAGES.forbidden]);
    }
  });
});
