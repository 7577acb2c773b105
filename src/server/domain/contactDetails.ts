import {
  dialCodeSchema,
  type MobileNumber,
  type MobileNumberBody,
  type Preferences,
  type WhatsappNumber,
  type WhatsappNumberBody,
} from '../../contract';
import type { Db } from '../db/database';
import { preferencesRow, upsertPreferences } from '../repositories/accountDetails';
import { phoneNumbers, upsertProfile } from '../repositories/profiles';
import { fromFlag, storedChoice, toFlag } from './storedValues';

/** GET auditor/preferences; without a row, the table's defaults (every message on). */
export async function loadPreferences(db: Db, userId: number): Promise<Preferences> {
  const row = await preferencesRow(db, userId);
  if (!row) {
    return {
      receive_new_opportunities_email: true,
      receive_new_opportunities_sms: true,
      receive_transactional_whatsapp_message: true,
      receive_updates_email: true,
    };
  }
  return {
    receive_new_opportunities_email: fromFlag(row.receive_new_opportunities_email),
    receive_new_opportunities_sms: fromFlag(row.receive_new_opportunities_sms),
    receive_transactional_whatsapp_message: fromFlag(row.receive_transactional_whatsapp_message),
    receive_updates_email: fromFlag(row.receive_updates_email),
  };
}

export async function savePreferences(db: Db, userId: number, body: Preferences): Promise<void> {
  const fields = {
    receive_new_opportunities_email: toFlag(body.receive_new_opportunities_email),
    receive_new_opportunities_sms: toFlag(body.receive_new_opportunities_sms),
    receive_transactional_whatsapp_message: toFlag(body.receive_transactional_whatsapp_message),
    ...(body.receive_updates_email === undefined
      ? {}
      : { receive_updates_email: toFlag(body.receive_updates_email) }),
  };
  await upsertPreferences(db, userId, fields);
}

/** The phone numbers live on the profile row; a first save creates it. */
async function saveOnProfile(
  db: Db,
  userId: number,
  fields:
    | { mobile_number: string; dial_code: string }
    | { whatsapp_number: string; whatsapp_dial_code: string },
): Promise<void> {
  await upsertProfile(db, userId, { ...fields, updated_at: new Date().toISOString() });
}

export async function saveMobileNumber(
  db: Db,
  userId: number,
  body: MobileNumberBody,
): Promise<MobileNumber> {
  await saveOnProfile(db, userId, body);
  const row = await phoneNumbers(db, userId);
  return {
    mobile_number: row?.mobile_number ?? null,
    dial_code: storedChoice(dialCodeSchema, row?.dial_code),
  };
}

/** GET auditor/whatsapp_number */
export async function loadWhatsappNumber(db: Db, userId: number): Promise<WhatsappNumber> {
  const row = await phoneNumbers(db, userId);
  return {
    whatsapp_number: row?.whatsapp_number ?? null,
    whatsapp_dial_code: storedChoice(dialCodeSchema, row?.whatsapp_dial_code),
  };
}

export async function saveWhatsappNumber(db: Db, userId: number, body: WhatsappNumberBody): Promise<void> {
  await saveOnProfile(db, userId, body);
}
