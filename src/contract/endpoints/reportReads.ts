import { endpointPath } from '../endpoint';
import { one } from './auditStores';
import { answers, reportSections, sections } from './report';

/**
 * The paths of the report's four reads, relative to /api/, e.g. 'auditor/audit_store/12': the
 * device keeps each answer under its path (the Dexie serverCache rows of offline/reportCopies.ts;
 * the service worker's API cache keys by URL too). They are the keys of copies already on devices,
 * so the endpoints' routes they come from must not change
 * (tests/unit/contract/reportReadPaths.test.ts). Named one by one, not through their tables, so
 * the device's bundles carry these four endpoints and not the rest of their areas (endpoint.ts).
 */
const pathOf =
  (target: Parameters<typeof endpointPath>[0]) =>
  (id: number): string =>
    endpointPath(target, { id });

export const REPORT_READ_PATHS = {
  auditStore: pathOf(one),
  sections: pathOf(sections),
  reportSections: pathOf(reportSections),
  answers: pathOf(answers),
};
