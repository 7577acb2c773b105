import type { Db } from '../../db/database';
import { CYCLES } from './auditCycles';
import { CLIENTS, logoUrl } from './clients';
import { insertQuestionnaire, type SeededSection } from './insertQuestionnaire';
import { need } from './lookup';
import { pastWaveCycles } from './pastWaves';
import { questionnaireFor } from './questionnaire';
import type { SeedCalendar } from './seedCalendar';
import { STORES } from './stores';

export interface SeededAudit {
  id: number;
  cycleKey: string;
  storeName: string;
  feePaise: number;
  reimbursementPaise: number;
}

/** What later steps need to find: audits by `cycle:store` key and each cycle's questionnaire. */
export interface Catalogue {
  audits: Map<string, SeededAudit>;
  questionnaires: Map<string, SeededSection[]>;
}

export const auditKey = (cycle: string, store: string) => `${cycle}:${store}`;

const paise = (rupees: number) => rupees * 100;

/** Clients, their stores, the audit cycles with eligibility, contacts, audits and questionnaires. */
export async function insertCatalogue(
  db: Db,
  calendar: SeedCalendar,
  cityIds: Map<string, number>,
): Promise<Catalogue> {
  const clientIds = new Map<string, number>();
  for (const client of CLIENTS) {
    const { id } = await db
      .insertInto('clients')
      .values({
        name: client.name,
        auditor_display_name: client.displayName,
        auditor_logo_url: logoUrl(client.slug),
        client_review_days: client.clientReviewDays,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    clientIds.set(client.slug, id);
  }

  const storeIds = new Map<string, number>();
  for (const store of STORES) {
    const { id } = await db
      .insertInto('stores')
      .values({
        client_id: need(clientIds, store.client, 'client'),
        name: store.name,
        phone: store.phone,
        address: store.address,
        city_id: need(cityIds, store.city, 'city'),
        latitude: store.latitude,
        longitude: store.longitude,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    storeIds.set(store.key, id);
  }
  const storeNames = new Map(STORES.map((s) => [s.key, s.name]));

  const catalogue: Catalogue = { audits: new Map(), questionnaires: new Map() };
  for (const cycle of [...CYCLES, ...pastWaveCycles(CYCLES)]) {
    const startDate = calendar.date(cycle.startDay);
    const endDate = calendar.date(cycle.endDay);
    const { id: cycleId } = await db
      .insertInto('audit_cycles')
      .values({
        client_id: need(clientIds, cycle.client, 'client'),
        name: `${cycle.title}, ${calendar.monthName(cycle.startDay)}`,
        type: cycle.type,
        status: cycle.status,
        start_date: startDate,
        end_date: endDate,
        audit_weekdays: cycle.auditWeekdays ? JSON.stringify(cycle.auditWeekdays) : null,
        description: cycle.description,
        support_page_link: cycle.supportPageLink,
        post_approval_description: cycle.guidelines,
        guideline_pdf_url: cycle.guidelinePdf,
        audit_report_summary: cycle.auditReportSummary ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The hidden 'date availability' factor carries the window in which audit dates can be booked.
    const factors = [
      ...Object.entries(cycle.alignment),
      ['date availability', [startDate, endDate]] as const,
    ];
    await db
      .insertInto('audit_alignment_factors')
      .values(factors.map(([key, value]) => ({ audit_cycle_id: cycleId, key, value: JSON.stringify(value) })))
      .execute();
    await db
      .insertInto('manager_contacts')
      .values(cycle.managers.map(([name, mobile]) => ({ audit_cycle_id: cycleId, name, mobile })))
      .execute();

    for (const audit of cycle.audits) {
      const row = {
        audit_cycle_id: cycleId,
        store_id: need(storeIds, audit.store, 'store'),
        fee_paise: paise(audit.feeRupees),
        reimbursement_paise: paise(audit.reimbursementRupees),
        post_approval_description: audit.notes ?? '',
      };
      const { id } = await db.insertInto('audits').values(row).returning('id').executeTakeFirstOrThrow();
      catalogue.audits.set(auditKey(cycle.key, audit.store), {
        id,
        cycleKey: cycle.key,
        storeName: need(storeNames, audit.store, 'store'),
        feePaise: row.fee_paise,
        reimbursementPaise: row.reimbursement_paise,
      });
    }
    catalogue.questionnaires.set(
      cycle.key,
      await insertQuestionnaire(db, cycleId, questionnaireFor(cycle.client)),
    );
  }
  return catalogue;
}
