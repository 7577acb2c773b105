import {
  type BankInfo,
  bankInfoBodySchema,
  bankInfoStatus,
  type PayoutDetails,
  paysByPaypal,
  zodFieldErrors,
} from '../../contract';
import type { Db } from '../db/database';
import { payoutDetails, upsertBankAccount } from '../repositories/accountDetails';
import { fieldsRefused } from './errors';
import { profileCountry } from './profile';

const EMPTY_PAYOUT: PayoutDetails = {
  account_holder_name: '',
  account_number: '',
  ifsc_code: '',
  pan_number: '',
  paypal: '',
};

/** GET auditor/bank_info: the stored details with validity computed from them and the profile city. */
export async function loadBankInfo(db: Db, userId: number): Promise<BankInfo> {
  const byPaypal = paysByPaypal(await profileCountry(db, userId));
  const row = await payoutDetails(db, userId);
  const details = row ?? EMPTY_PAYOUT;
  return { ...details, ...bankInfoStatus(details, byPaypal), pays_by_paypal: byPaypal };
}

/**
 * POST auditor/bank_info. Which fields are required depends on the saved profile city (bank in
 * India, PayPal elsewhere), so the body is checked here rather than by the route schema. The
 * other method's fields are cleared, so a record never holds stale payout details.
 */
export async function saveBankInfo(db: Db, userId: number, body: unknown): Promise<void> {
  const byPaypal = paysByPaypal(await profileCountry(db, userId));
  const parsed = bankInfoBodySchema(byPaypal).safeParse(body);
  if (!parsed.success) throw fieldsRefused(zodFieldErrors(parsed.error));
  const fields = {
    ...parsed.data,
    bank_name_from_ifsc: bankInfoStatus(parsed.data, byPaypal).bank_name_from_ifsc,
    updated_at: new Date().toISOString(),
  };
  await upsertBankAccount(db, userId, fields);
}
