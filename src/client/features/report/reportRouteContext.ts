import { REPORT_READ_PATHS } from '../../../contract';
import type { AuditStore } from '../../../contract/report';
import { storeOfWire } from '../../../contract/reportWire';
import type { OfflineDb } from '../../../offline';
import type { AuditStoresOutletContext } from '../audits/auditStoresContext';

/**
 * What the report route hands to its modals: the list's shape (so the list's concern modal works
 * here unchanged), and whether this device holds no copy of the audit store at all.
 */
export interface ReportOutletContext extends AuditStoresOutletContext {
  /** Dexie has answered and has no copy: the report was never opened here (or its copy is unreadable) */
  missing: boolean;
}

/** The report's cached audit store, or null when this device has none that parses. */
export async function readCachedStore(db: OfflineDb, id: number): Promise<AuditStore | null> {
  const row = await db.serverCache.get(REPORT_READ_PATHS.auditStore(id));
  return storeOfWire(row?.body, id) ?? null;
}
