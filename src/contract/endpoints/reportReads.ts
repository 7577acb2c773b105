import { endpointPath } from '../endpoint';
import { AUDIT_STORE_ENDPOINTS } from './auditStores';
import { REPORT_ENDPOINTS } from './report';

/**
 * The paths of the report's four reads, relative to /api/, e.g. 'auditor/audit_store/12': the
 * device keeps each answer under its path (the Dexie serverCache rows of offline/reportCopies.ts;
 * the service worker's API cache keys by URL too). They are the keys of copies already on devices,
 * so the endpoints' routes they come from must not change
 * (tests/unit/contract/reportReadPaths.test.ts).
 */
const pathOf =
  (target: Parameters<typeof endpointPath>[0]) =>
  (id: number): string =>
    endpointPath(target, { id });

export const REPORT_READ_PATHS = {
  auditStore: pathOf(AUDIT_STORE_ENDPOINTS.one),
  sections: pathOf(REPORT_ENDPOINTS.sections),
  reportSections: pathOf(REPORT_ENDPOINTS.reportSections),
  answers: pathOf(REPORT_ENDPOINTS.answers),
};
