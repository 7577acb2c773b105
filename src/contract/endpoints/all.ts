import type { Endpoint } from '../endpoint';
import { ACCOUNT_ENDPOINTS } from './account';
import { ACTION_ENDPOINTS } from './actions';
import { APPLICATION_ENDPOINTS } from './applications';
import { ATTACHMENT_ENDPOINTS } from './attachments';
import { AUDIT_STORE_ENDPOINTS } from './auditStores';
import { BRAND_ENDPOINTS } from './brand';
import { CERTIFICATION_ENDPOINTS } from './certification';
import { CONCERN_ENDPOINTS } from './concerns';
import { DASHBOARD_ENDPOINTS } from './dashboard';
import { DEVICE_UNSENT_ENDPOINTS } from './deviceUnsent';
import { DISCOVERY_ENDPOINTS } from './discovery';
import { HEALTH_ENDPOINTS } from './health';
import { ID_PROOF_ENDPOINTS } from './idProofs';
import { LOCATION_ENDPOINTS } from './locations';
import { MANAGER_APPLICATION_ENDPOINTS } from './managerApplications';
import { MANAGER_AUDITOR_ENDPOINTS } from './managerAuditors';
import { MANAGER_OVERVIEW_ENDPOINTS } from './managerOverview';
import { MODERATION_ENDPOINTS } from './moderation';
import { NOTICE_ENDPOINTS } from './notices';
import { ONBOARDING_ENDPOINTS } from './onboarding';
import { PAYMENT_RUN_ENDPOINTS } from './paymentRuns';
import { PAYMENT_ENDPOINTS } from './payments';
import { PUSH_ENDPOINTS } from './push';
import { REPORT_ENDPOINTS } from './report';
import { REPORT_PROOF_ENDPOINTS } from './reportProofs';
import { REVIEW_ENDPOINTS } from './review';
import { SCORING_ENDPOINTS } from './scoring';
import { SHOPPER_GUIDE_ENDPOINTS } from './shopperGuide';
import { VISIT_RECORD_ENDPOINTS } from './visitRecord';

/**
 * Every area's table: what the server must register, and all it may register under /api/
 * (tests/server/endpointTable.test.ts). Not exported from the contract's index, so a screen that
 * calls one area does not bundle the others'.
 */
export const ENDPOINT_TABLES = {
  account: ACCOUNT_ENDPOINTS,
  actions: ACTION_ENDPOINTS,
  applications: APPLICATION_ENDPOINTS,
  attachments: ATTACHMENT_ENDPOINTS,
  auditStores: AUDIT_STORE_ENDPOINTS,
  brand: BRAND_ENDPOINTS,
  certification: CERTIFICATION_ENDPOINTS,
  concerns: CONCERN_ENDPOINTS,
  dashboard: DASHBOARD_ENDPOINTS,
  deviceUnsent: DEVICE_UNSENT_ENDPOINTS,
  discovery: DISCOVERY_ENDPOINTS,
  health: HEALTH_ENDPOINTS,
  idProofs: ID_PROOF_ENDPOINTS,
  locations: LOCATION_ENDPOINTS,
  managerApplications: MANAGER_APPLICATION_ENDPOINTS,
  managerAuditors: MANAGER_AUDITOR_ENDPOINTS,
  managerOverview: MANAGER_OVERVIEW_ENDPOINTS,
  moderation: MODERATION_ENDPOINTS,
  notices: NOTICE_ENDPOINTS,
  onboarding: ONBOARDING_ENDPOINTS,
  paymentRuns: PAYMENT_RUN_ENDPOINTS,
  payments: PAYMENT_ENDPOINTS,
  push: PUSH_ENDPOINTS,
  report: REPORT_ENDPOINTS,
  reportProofs: REPORT_PROOF_ENDPOINTS,
  review: REVIEW_ENDPOINTS,
  scoring: SCORING_ENDPOINTS,
  shopperGuide: SHOPPER_GUIDE_ENDPOINTS,
  visitRecord: VISIT_RECORD_ENDPOINTS,
} satisfies Record<string, Record<string, Endpoint>>;

export const ALL_ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_TABLES).flatMap(
  (table: Record<string, Endpoint>) => Object.values(table),
);
