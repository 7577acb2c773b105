import { AUDIT_STORE_READ_ROUTES as reads } from '../auditStoreReadRoutes';
import { endpointPath } from '../endpoint';

/**
 * The paths of the report's four reads, relative to /api/, e.g. 'auditor/audit_store/12': the
 * device keeps each answer under its path (the Dexie serverCache rows of offline/reportCopies.ts;
 * the service worker's API cache keys by URL too). They are the keys of copies already on devices,
 * so the routes they come from must not change (tests/unit/contract/reportReadPaths.test.ts). Taken
 * from the typed routes (auditStoreReadRoutes.ts), so the device's bundles carry no schema for them.
 */
const pathOf =
  (target: Parameters<typeof endpointPath>[0]) =>
  (id: number): string =>
    endpointPath(target, { id });

export const REPORT_READ_PATHS = {
  auditStore: pathOf(reads.one),
  sections: pathOf(reads.sections),
  reportSections: pathOf(reads.reportSections),
  answers: pathOf(reads.answers),
};
