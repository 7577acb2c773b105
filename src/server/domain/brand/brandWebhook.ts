import { randomBytes } from 'node:crypto';
import {
  type AcceptedReportEvent,
  type BrandWebhook,
  type BrandWebhookForm,
  scoreToTenth,
} from '../../../contract';
import type { Db } from '../../db/database';
import { inWriteTransaction } from '../../db/groupCommit';
import { brandSections } from '../../repositories/brandScores';
import {
  acceptedReportEventRow,
  brandWebhookRow,
  deleteBrandWebhook,
  insertWebhookDelivery,
  upsertBrandWebhook,
  webhookDeliveryLog,
} from '../../repositories/brandWebhooks';
import { signalDeliveryQueued } from '../notices/deliverySignal';

/**
 * A brand's webhook (decision 0081): its address and secret, set by its client account, and the
 * events queued for it. An event is queued in the transaction that made it, so it is posted if and
 * only if that transaction commits; the sender (hookSender.ts) posts it after.
 */

/** The log's length on the page: the last deliveries, enough to see a failing streak. */
const LOG_LENGTH = 50;

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

type StoredSection = { section_id: number; percent: number | null };

/** The event's fields, fixed now: every attempt posts the same body (hookSender.ts `eventBody`). */
export type AcceptedReportFields = AcceptedReportEvent['report'];

/**
 * Queues a `report.accepted` event for the report's brand, if the brand has a webhook. Call in the
 * transaction that accepted the report, after its score is written (reportAcceptance.ts).
 */
export async function queueAcceptedReportHook(trx: Db, auditStoreId: number, now: Date): Promise<void> {
  const row = await acceptedReportEventRow(trx, auditStoreId);
  if (!row || !(await brandWebhookRow(trx, row.client_id))) return;
  const names = new Map((await brandSections(trx, row.client_id, row.cycle_id)).map((s) => [s.id, s.name]));
  const sections = row.sections ? (JSON.parse(row.sections) as StoredSection[]) : [];
  const report: AcceptedReportFields = {
    id: row.id,
    store: row.store_name,
    city: row.city_name,
    region: row.region_name,
    cycle: row.cycle_name,
    audit_date: row.audit_date,
    // to a tenth, as the export's row and every screen show it
    score:
      row.score_milli === null || row.score_milli === undefined ? null : scoreToTenth(row.score_milli / 1000),
    passed: row.passed === null || row.passed === undefined ? null : row.passed === 1,
    sections: sections.map((section) => ({
      name: names.get(section.section_id) ?? '',
      score: section.percent === null ? null : scoreToTenth(section.percent),
    })),
  };
  const queued = await insertWebhookDelivery(trx, {
    clientId: row.client_id,
    event: 'report.accepted',
    eventKey: `report:${auditStoreId}:accepted`,
    auditStoreId,
    payload: JSON.stringify(report),
    at: now.toISOString(),
  });
  if (queued) signalDeliveryQueued('webhooks');
}

/** GET brand/webhook: the address, the secret and the log. */
export async function brandWebhookView(db: Db, clientId: number): Promise<BrandWebhook> {
  const [hook, log] = await Promise.all([
    brandWebhookRow(db, clientId),
    webhookDeliveryLog(db, clientId, LOG_LENGTH),
  ]);
  return {
    url: hook?.url ?? null,
    secret: hook?.secret ?? null,
    deliveries: log.map(({ audit_store_id, ...delivery }) => ({ ...delivery, report_id: audit_store_id })),
  };
}

/**
 * POST brand/webhook: sets the address (a secret is made with the first, and again when asked),
 * or removes it with null. Deliveries already queued stay in the log; those still pending fail at
 * their next attempt when there is no address.
 */
export async function saveBrandWebhook(
  db: Db,
  clientId: number,
  form: BrandWebhookForm,
  now: Date,
): Promise<BrandWebhook> {
  await inWriteTransaction(db, async (trx) => {
    if (form.url === null) return deleteBrandWebhook(trx, clientId);
    const current = await brandWebhookRow(trx, clientId);
    const secret = current && !form.new_secret ? current.secret : newSecret();
    await upsertBrandWebhook(trx, { clientId, url: form.url, secret, at: now.toISOString() });
  });
  return brandWebhookView(db, clientId);
}

/** POST brand/webhook/test: a `ping` to the address, through the same queue; false with no address. */
export async function queueWebhookPing(db: Db, clientId: number, now: Date): Promise<boolean> {
  const queued = await inWriteTransaction(db, async (trx) => {
    if (!(await brandWebhookRow(trx, clientId))) return false;
    return insertWebhookDelivery(trx, {
      clientId,
      event: 'ping',
      // each test a delivery of its own
      eventKey: `ping:${now.toISOString()}:${randomBytes(4).toString('hex')}`,
      auditStoreId: null,
      payload: JSON.stringify({}),
      at: now.toISOString(),
    });
  });
  if (queued) signalDeliveryQueued('webhooks');
  return queued;
}
