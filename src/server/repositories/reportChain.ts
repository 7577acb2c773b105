import type { Db } from '../db/database';

/**
 * The join chains every report read walks, written once (decision 0036): a report (an audit
 * store) belongs to an audit, the audit to a cycle and a store, the cycle to a brand (client), the
 * store to a city. Each reader selects the columns it needs from the chain.
 */

/** Reports with their audit, cycle, brand, store and city. */
export function reportsInContext(db: Db) {
  return db
    .selectFrom('audit_stores')
    .innerJoin('audits', 'audits.id', 'audit_stores.audit_id')
    .innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id')
    .innerJoin('clients', 'clients.id', 'audit_cycles.client_id')
    .innerJoin('stores', 'stores.id', 'audits.store_id')
    .innerJoin('cities', 'cities.id', 'stores.city_id');
}

/** Audits with their cycle. */
export function auditsInCycles(db: Db) {
  return db.selectFrom('audits').innerJoin('audit_cycles', 'audit_cycles.id', 'audits.audit_cycle_id');
}
