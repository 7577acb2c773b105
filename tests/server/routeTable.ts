import type { FastifyInstance, RouteOptions } from 'fastify';
import { type Role, VISIT_CHAIN_START, visitEntryHash } from '../../src/contract';
import { buildApp } from '../../src/server/app';
import type { ServerConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/database';

/**
 * Every route the server registers, with who may call it and a request its owner would send.
 * The route-table test fails when a registered route is missing here, so a new route cannot ship
 * without a decision on its access and a place in the role matrix.
 */

/** The ids of one auditor's world: a report in progress, its questionnaire and a proof file. */
export interface OwnedIds {
  userId: number;
  storeId: number;
  questionId: number;
  sectionId: number;
  attachmentId: string;
  cycleId: number;
  paymentId: number;
  /** an auditor the back-office routes act on, apart from the owner the auditor routes use */
  managedAuditorId: number;
  /** a pending application of the managed auditor, for the decisions */
  applicationId: number;
}

export interface RouteRequest {
  url: string;
  body?: unknown;
}

export type RouteAccess =
  /**
   * anyone: the sign-in pages, and the storage endpoint, whose POST is authorised by its signed
   * policy and whose part PUT by its signed address
   */
  | { kind: 'public' }
  /** any signed-in user, whatever the role (the shell's config) */
  | { kind: 'signedIn'; sample: () => RouteRequest }
  /**
   * any signed-in user acting on their own object without a body (marking a notice read): the
   * sample names one nobody has, which every role is told is not found, never that it may not ask
   */
  | { kind: 'signedInOwn'; sample: () => RouteRequest }
  /**
   * any signed-in user acting on their own device with a body (turning notifications on or off):
   * every role's request is answered `status`
   */
  | { kind: 'signedInDevice'; sample: () => RouteRequest; status: number }
  /** an auditor's session; `owned` names the owner's objects, which another auditor gets 404 for */
  | { kind: 'auditor'; sample: (ids: OwnedIds) => RouteRequest; owned: boolean; takesNoBody?: true }
  /** a member of staff holding one of `roles`; every other role, auditors included, gets 403 */
  | { kind: 'staff'; roles: readonly Role[]; sample: (ids: OwnedIds) => RouteRequest; takesNoBody?: true };

const auditor = (sample: (ids: OwnedIds) => RouteRequest, owned = true): RouteAccess => ({
  kind: 'auditor',
  sample,
  owned,
});
const bodyless = (sample: (ids: OwnedIds) => RouteRequest): RouteAccess => ({
  kind: 'auditor',
  sample,
  owned: true,
  takesNoBody: true,
});
/** a well-formed subscription at an address that is no push service */
const PUSH_SAMPLE = {
  endpoint: 'https://push.example.invalid/device/1',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};
/** the first entry of a visit record, hashed as the device would */
const VISIT_ENTRY_BODY = {
  seq: 1,
  kind: 'start' as const,
  ref: null,
  value: null,
  device_at: '2026-11-28T10:00:00.000Z',
  time: null,
  prev: VISIT_CHAIN_START,
};
const VISIT_ENTRY_SAMPLE = { ...VISIT_ENTRY_BODY, hash: visitEntryHash(VISIT_ENTRY_BODY) };
const api = (path: string) => `/api/auditor/${path}`;
const managerApi = (path: string) => `/api/manager/${path}`;
/** a manager-only call on the managed auditor; `body` undefined declares it takes none */
const manager = (path: string, body?: unknown, method: 'GET' | 'POST' = 'POST'): RouteAccess => ({
  kind: 'staff',
  roles: ['manager'],
  sample: (w) => ({ url: managerApi(path.replace(':id', String(w.managedAuditorId))), body }),
  ...(body === undefined && method === 'POST' ? { takesNoBody: true as const } : {}),
});
const managerRead = (path: string) => manager(path, undefined, 'GET');
/** a manager-only call on the pending application (`:id`) or its cycle (`:cycle`) */
const decision = (path: string, method: 'GET' | 'POST' = 'POST'): RouteAccess => ({
  kind: 'staff',
  roles: ['manager'],
  sample: (w) => ({
    url: managerApi(path.replace(':id', String(w.applicationId)).replace(':cycle', String(w.cycleId))),
  }),
  ...(method === 'POST' ? { takesNoBody: true as const } : {}),
});
/** a manager-only call on the owner's payment (`:id`) */
const paying = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): RouteAccess => ({
  kind: 'staff',
  roles: ['manager'],
  sample: (w) => ({ url: managerApi(path.replace(':id', String(w.paymentId))), body }),
  ...(method === 'POST' && body === undefined ? { takesNoBody: true as const } : {}),
});
/** a reviewer's call (QA, PM, client) on the owner's report (`:id`) */
const review = (path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): RouteAccess => ({
  kind: 'staff',
  roles: ['qa', 'pm', 'client'],
  sample: (w) => ({ url: `/api/review/${path.replace(':id', String(w.storeId))}`, body }),
  ...(method === 'POST' && body === undefined ? { takesNoBody: true as const } : {}),
});
const plain = (path: string, body?: unknown) => auditor(() => ({ url: api(path), body }), false);

export const ROUTE_TABLE: Record<string, RouteAccess> = {
  'GET /auth/login': { kind: 'public' },
  'GET /api/health/live': { kind: 'public' },
  'GET /api/health/ready': { kind: 'public' },
  /** registered only outside production (http/openApi.ts), as the tests' server is */
  'GET /api/openapi.json': { kind: 'public' },
  'POST /auth/login': { kind: 'public' },
  'GET /auth/signup': { kind: 'public' },
  'POST /auth/signup': { kind: 'public' },
  'GET /auth/signup/:token': { kind: 'public' },
  'POST /auth/signup/:token': { kind: 'public' },
  'GET /auth/brand_invite/:token': { kind: 'public' },
  'POST /auth/brand_invite/:token': { kind: 'public' },
  'GET /auth/password_change': { kind: 'public' },
  'GET /auth/password_reset/:token': { kind: 'public' },
  'POST /auth/password_reset/:token': { kind: 'public' },
  'POST /auth/password_change': { kind: 'public' },
  'POST /auth/logout': { kind: 'public' },
  'POST /storage/:bucket': { kind: 'public' },
  'GET /storage/:bucket/*': { kind: 'public' },
  'PUT /storage/:bucket/*': { kind: 'public' },

  'GET /api/auditor/config': { kind: 'signedIn', sample: () => ({ url: api('config') }) },
  'GET /api/auditor/notices': { kind: 'signedIn', sample: () => ({ url: api('notices') }) },
  'POST /api/auditor/notices/:id/read': {
    kind: 'signedInOwn',
    sample: () => ({ url: api('notices/987654/read') }),
  },
  'GET /api/auditor/push': { kind: 'signedIn', sample: () => ({ url: api('push') }) },
  // a device at a push service the server does not send to: refused alike, whoever asks
  'POST /api/auditor/push/subscriptions': {
    kind: 'signedInDevice',
    sample: () => ({ url: api('push/subscriptions'), body: PUSH_SAMPLE }),
    status: 400,
  },
  'POST /api/auditor/push/subscriptions/remove': {
    kind: 'signedInDevice',
    sample: () => ({ url: api('push/subscriptions/remove'), body: { endpoint: PUSH_SAMPLE.endpoint } }),
    status: 204,
  },
  'GET /api/auditor/user': plain('user'),
  'GET /api/auditor/profile_completion_percentage': plain('profile_completion_percentage'),
  'GET /api/auditor/dashboard/stats': plain('dashboard/stats'),
  'GET /api/auditor/dashboard/score': plain('dashboard/score'),
  'GET /api/auditor/dashboard/next_actions': plain('dashboard/next_actions'),
  'GET /api/auditor/profile_info': plain('profile_info'),
  'POST /api/auditor/profile_info': plain('profile_info', { first_name: 'Meera' }),
  'GET /api/auditor/bank_info': plain('bank_info'),
  'POST /api/auditor/bank_info': plain('bank_info', { paypal: 'meera@example.test' }),
  'GET /api/auditor/additional_info': plain('additional_info'),
  'POST /api/auditor/additional_info': plain('additional_info', { occupation: 'SERVICE' }),
  'GET /api/auditor/preferences': plain('preferences'),
  'POST /api/auditor/preferences': plain('preferences', {}),
  'POST /api/auditor/mobile_number': plain('mobile_number', { mobile_number: '9820012345' }),
  'GET /api/auditor/whatsapp_number': plain('whatsapp_number'),
  'POST /api/auditor/whatsapp_number': plain('whatsapp_number', { whatsapp_number: '9820012345' }),
  'POST /api/auditor/tos_accept': plain('tos_accept', { tos_accept: ['PRIVACY_POLICY'] }),
  'POST /api/auditor/tour_complete': plain('tour_complete', { is_tour_complete: true }),
  'POST /api/auditor/auditor_self/:id/deactivate': bodyless((w) => ({
    url: api(`auditor_self/${w.userId}/deactivate`),
  })),
  'GET /api/auditor/country': plain('country'),
  'GET /api/auditor/state/:country': plain('state/IN'),
  'GET /api/auditor/city/:state': plain('city/MH'),
  'GET /api/auditor/audit_store': plain('audit_store'),
  'GET /api/auditor/audit_store/:id': auditor((w) => ({ url: api(`audit_store/${w.storeId}`) })),
  'POST /api/auditor/audit_store/:id/acknowledge': bodyless((w) => ({
    url: api(`audit_store/${w.storeId}/acknowledge`),
  })),
  'POST /api/auditor/audit_store/:id/submit': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/submit`),
    body: { report_submission_time: '0:10:00' },
  })),
  'POST /api/auditor/audit_store/:id/fail': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/fail`),
    body: { message: 'The store was shut.' },
  })),
  'POST /api/auditor/audit_store/:id/withdraw': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/withdraw`),
    body: { message: 'I cannot make the date.' },
  })),
  'POST /api/auditor/audit_store/:id/report_concern': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/report_concern`),
    body: { message: 'The manager was absent.' },
  })),
  'GET /api/auditor/audit_store/:id/guildline': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/guildline`),
  })),
  'POST /api/auditor/audit_store/:id/nps_section': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/nps_section`),
    body: { nps_section: 7 },
  })),
  'GET /api/auditor/audit_store/:id/report_feedback': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/report_feedback`),
  })),
  'POST /api/auditor/audit_store/:id/report_feedback': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/report_feedback`),
    body: { audit_understanding: 4, coordination: 5, portal_accessibility: 'Easy' },
  })),
  'POST /api/auditor/audit_store/report_submission_time': auditor((w) => ({
    url: api('audit_store/report_submission_time'),
    body: [{ audit_store_id: w.storeId, report_submission_time: '0:10:00' }],
  })),
  'GET /api/auditor/audit_store/:id/section': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/section`),
  })),
  'GET /api/auditor/audit_store/:id/report_section': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/report_section`),
  })),
  'GET /api/auditor/audit_store/:id/answer': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/answer`),
  })),
  'POST /api/auditor/question/:id/answer': auditor((w) => ({
    url: api(`question/${w.questionId}/answer`),
    body: { audit_store: w.storeId, answer_text: ['Yes'], status: true },
  })),
  'POST /api/auditor/question/:id/answer_comment': auditor((w) => ({
    url: api(`question/${w.questionId}/answer_comment`),
    body: { audit_store_id: w.storeId, question_id: w.questionId, answer_comment: 'Greeted at once.' },
  })),
  'POST /api/auditor/audit_store/:id/question/:qid/not_applicable': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/question/${w.questionId}/not_applicable`),
    body: { not_applicable: true },
  })),
  'POST /api/auditor/section/:id/comment': auditor((w) => ({
    url: api(`section/${w.sectionId}/comment`),
    body: { audit_store: w.storeId, auditor_comment: 'All seen in person.' },
  })),
  'POST /api/auditor/audit_store/:id/report_summary': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/report_summary`),
    body: { report_summary: 'A calm visit.' },
  })),
  // Another auditor's ids inside a batch are each entry's 404 (reportBatch.test.ts); the batch is 200.
  'POST /api/auditor/report_batch': auditor(
    (w) => ({
      url: api('report_batch'),
      body: {
        calls: [
          {
            path: `auditor/section/${w.sectionId}/comment`,
            body: { audit_store: w.storeId, auditor_comment: 'Seen in one batch.' },
          },
        ],
      },
    }),
    false,
  ),
  'GET /api/auditor/id_proof/attachment': plain('id_proof/attachment'),
  'POST /api/auditor/id_proof/attachment': plain('id_proof/attachment', {
    file_name: 'id.png',
    file_size: 1000,
    file_type: 'image/png',
  }),
  'POST /api/auditor/attachment/:id/complete': bodyless((w) => ({
    url: api(`attachment/${w.attachmentId}/complete`),
  })),
  'POST /api/auditor/attachment/:id/parts': auditor((w) => ({
    url: api(`attachment/${w.attachmentId}/parts`),
    body: { part_size: 1024 * 1024 },
  })),
  'POST /api/auditor/attachment/:id/parts/:part': auditor((w) => ({
    url: api(`attachment/${w.attachmentId}/parts/1`),
    body: { size: 1000, sha256: 'a'.repeat(64) },
  })),
  'POST /api/auditor/attachment/:id/parts/:part/landed': auditor((w) => ({
    url: api(`attachment/${w.attachmentId}/parts/1/landed`),
    body: { etag: '"9b2cf535f27731c974343645a3985328"' },
  })),
  'POST /api/auditor/device_unsent': auditor(
    () => ({
      url: api('device_unsent'),
      body: {
        device_id: '00000000-0000-4000-8000-000000000000',
        device_label: 'Chrome on Android',
        reports: [],
      },
    }),
    false,
  ),
  'GET /api/auditor/device_unsent': auditor(() => ({ url: api('device_unsent') }), false),
  'DELETE /api/auditor/device_unsent/:device': {
    kind: 'auditor',
    sample: () => ({ url: api('device_unsent/00000000-0000-4000-8000-000000000000') }),
    owned: false,
    takesNoBody: true,
  },
  'DELETE /api/auditor/attachment/:id': bodyless((w) => ({ url: api(`attachment/${w.attachmentId}`) })),
  'GET /api/auditor/audit_cycle/:id/attachment_proof_tag_list': auditor((w) => ({
    url: api(`audit_cycle/${w.cycleId}/attachment_proof_tag_list`),
  })),
  'GET /api/auditor/audit_store/:id/section/:sectionId/attachment': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/section/${w.sectionId}/attachment`),
  })),
  'POST /api/auditor/audit_store/:id/section/:sectionId/attachment': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/section/${w.sectionId}/attachment`),
    body: { file_name: 'front.jpg', file_size: 1000, file_type: 'image/jpeg', sha256: 'a'.repeat(64) },
  })),
  'POST /api/auditor/attachment/:id/proof_tag': auditor((w) => ({
    url: api(`attachment/${w.attachmentId}/proof_tag`),
    body: { proof_tag_id: null },
  })),
  'POST /api/auditor/attachment/:id/arrange_attachment': auditor((w) => ({
    url: api(`attachment/${w.attachmentId}/arrange_attachment`),
    body: { attachment_ids: [w.attachmentId] },
  })),
  'GET /api/auditor/audit': auditor(() => ({ url: api('audit?kms=100') }), false),
  'GET /api/auditor/audit/:id': auditor((w) => ({ url: api(`audit/${w.cycleId}`) }), false),
  'POST /api/auditor/audit/:id/application/apply': auditor(
    () => ({ url: api('audit/999999/application/apply'), body: { audit_date: '2030-01-01' } }),
    false,
  ),
  'POST /api/auditor/audit/:id/application/reapply': auditor(
    () => ({ url: api('audit/999999/application/reapply'), body: { audit_date: '2030-01-01' } }),
    false,
  ),
  'POST /api/auditor/audit/:id/application/cancel': bodyless(() => ({
    url: api('audit/999999/application/cancel'),
  })),
  'GET /api/auditor/applied_audits': auditor(() => ({ url: api('applied_audits') }), false),
  'GET /api/auditor/payment': auditor(() => ({ url: api('payment?status=ALL') }), false),
  'GET /api/auditor/payment/summary': auditor(() => ({ url: api('payment/summary') }), false),
  'GET /api/auditor/payment/monthly': auditor(() => ({ url: api('payment/monthly') }), false),
  'GET /api/auditor/certification': auditor(() => ({ url: api('certification') }), false),
  'POST /api/auditor/certification/answer': auditor(
    () => ({ url: api('certification/answer'), body: { question_number: 1, serial_number: 'A' } }),
    false,
  ),
  'POST /api/auditor/certification/retake': auditor(
    () => ({ url: api('certification/retake'), body: { attempt: 1 } }),
    false,
  ),
  'GET /api/auditor/certification_marks': auditor(() => ({ url: api('certification_marks') }), false),
  'POST /api/auditor/certification_marks': auditor(
    () => ({ url: api('certification_marks'), body: {} }),
    false,
  ),
  'GET /api/manager/auditor': managerRead('auditor?search=a&page=1'),
  'GET /api/manager/auditor/:id': managerRead('auditor/:id'),
  'GET /api/manager/location': managerRead('location'),
  'POST /api/manager/auditor/:id/email': manager('auditor/:id/email', { email: 'moved@example.test' }),
  'POST /api/manager/auditor/:id/password_reset': manager('auditor/:id/password_reset'),
  'GET /api/manager/auditor/:id/group_rating': managerRead('auditor/:id/group_rating'),
  'GET /api/manager/auditor/:id/profile_info': managerRead('auditor/:id/profile_info'),
  'GET /api/manager/auditor/:id/additional_info': managerRead('auditor/:id/additional_info'),
  'GET /api/manager/auditor/:id/bank_info': managerRead('auditor/:id/bank_info'),
  'POST /api/manager/auditor/:id/bank_info/reveal': manager('auditor/:id/bank_info/reveal'),
  'GET /api/manager/auditor/:id/history': managerRead('auditor/:id/history'),
  'POST /api/manager/auditor/:id/activate': manager('auditor/:id/activate'),
  'POST /api/manager/auditor/:id/deactivate': manager('auditor/:id/deactivate'),
  'POST /api/manager/auditor/:id/verify': manager('auditor/:id/verify'),
  'POST /api/manager/auditor/:id/mobile_number': manager('auditor/:id/mobile_number', {
    mobile_number: '9820012345',
  }),
  'GET /api/manager/auditor/:id/auditor_rating': managerRead('auditor/:id/auditor_rating'),
  'POST /api/manager/auditor/:id/auditor_rating': manager('auditor/:id/auditor_rating', {
    auditor_rating: 4,
  }),
  'GET /api/manager/audit_cycle': decision('audit_cycle', 'GET'),
  'GET /api/manager/audit_cycle/:id/applications': decision('audit_cycle/:cycle/applications?page=1', 'GET'),
  'POST /api/manager/application/:id/approve': decision('application/:id/approve'),
  'POST /api/manager/application/:id/waitlist': decision('application/:id/waitlist'),
  'POST /api/manager/application/:id/reject': decision('application/:id/reject'),
  'GET /api/manager/application/:id/history': decision('application/:id/history', 'GET'),
  'GET /api/manager/auditor/:id/id_proofs': managerRead('auditor/:id/id_proofs'),
  'GET /api/manager/auditor/:id/device_unsent': managerRead('auditor/:id/device_unsent'),
  'POST /api/manager/auditor/:id/id_proofs/:attachmentId/view': manager(
    'auditor/:id/id_proofs/00000000-0000-4000-8000-000000000000/view',
  ),
  'GET /api/auditor/data_views': auditor(() => ({ url: api('data_views') }), false),
  'GET /api/auditor/concerns': auditor(() => ({ url: api('concerns') }), false),
  'GET /api/manager/overview': {
    kind: 'staff',
    roles: ['manager'],
    sample: () => ({ url: managerApi('overview') }),
  },
  'GET /api/manager/concerns': {
    kind: 'staff',
    roles: ['manager'],
    sample: () => ({ url: managerApi('concerns') }),
  },
  // a concern nobody raised: the manager is told it is not found, every other role may not ask
  'POST /api/manager/concerns/:id/answer': {
    kind: 'staff',
    roles: ['manager'],
    sample: () => ({ url: managerApi('concerns/987654/answer'), body: { answer: 'We are on it.' } }),
  },
  'POST /api/manager/concerns/:id/resolve': {
    kind: 'staff',
    roles: ['manager'],
    sample: () => ({ url: managerApi('concerns/987654/resolve') }),
    takesNoBody: true,
  },
  'GET /api/manager/payment': paying('payment?page=1'),
  'GET /api/manager/payment_run': paying('payment_run'),
  'POST /api/manager/payment_run': {
    kind: 'staff',
    roles: ['manager'],
    sample: (w) => ({ url: managerApi('payment_run'), body: { payment_ids: [w.paymentId] } }),
  },
  'GET /api/manager/payment_run/:id': paying('payment_run/1'),
  'GET /api/manager/payment_run/:id/csv': paying('payment_run/1/csv'),
  'POST /api/manager/payment/:id/paid': paying('payment/:id/paid', 'POST', { paid_on: '2026-11-01' }),
  'POST /api/manager/payment/:id/failed': paying('payment/:id/failed', 'POST', {
    reason: 'The account is closed.',
  }),
  'GET /api/manager/payment/:id/history': paying('payment/:id/history'),
  'GET /api/moderation/repeat_alert': {
    kind: 'staff',
    roles: ['moderator'],
    sample: () => ({ url: '/api/moderation/repeat_alert?page=1' }),
  },
  'GET /api/review/report': review('report?page=1'),
  'GET /api/review/report/:id': review('report/:id'),
  'POST /api/review/report/:id/accept': review('report/:id/accept', 'POST'),
  'POST /api/review/report/:id/reject': review('report/:id/reject', 'POST'),
  'POST /api/review/report/:id/send_back': review('report/:id/send_back', 'POST', {
    questions: [],
    sections: [{ id: 1, message: 'Please add the photo of the entrance.' }],
  }),
  'GET /api/review/report/:id/history': review('report/:id/history'),
  'GET /api/review/report/:id/visit_bundle': review('report/:id/visit_bundle'),
  'GET /api/review/report/:id/visit_evidence': review('report/:id/visit_evidence'),
  'GET /api/review/cycle/:id/scoring': {
    kind: 'staff',
    roles: ['qa', 'pm', 'client'],
    sample: (w) => ({ url: `/api/review/cycle/${w.cycleId}/scoring` }),
  },
  // saving and rescoring are the PM's and the brand's (decision 0076): QA is refused
  'POST /api/review/cycle/:id/scoring': {
    kind: 'staff',
    roles: ['pm', 'client'],
    sample: (w) => ({
      url: `/api/review/cycle/${w.cycleId}/scoring`,
      body: {
        based_on_version: 0,
        sectionWeights: [],
        criticalQuestionIds: [],
        criticalZeroes: 'section',
        bonusQuestionIds: [],
        passMark: 70,
      },
    }),
  },
  'POST /api/review/cycle/:id/scoring/rescore': {
    kind: 'staff',
    roles: ['pm', 'client'],
    sample: (w) => ({ url: `/api/review/cycle/${w.cycleId}/scoring/rescore`, body: { version: 0 } }),
  },
  // a brand's figures are its client account's and its team's (decisions 0077, 0078)
  'GET /api/brand/overview': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: () => ({ url: '/api/brand/overview' }),
  },
  'GET /api/brand/questions': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: () => ({ url: '/api/brand/questions?cycle=1' }),
  },
  'GET /api/brand/reports': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: () => ({ url: '/api/brand/reports?page=1' }),
  },
  'GET /api/brand/reports.csv': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: () => ({ url: '/api/brand/reports.csv' }),
  },
  'GET /api/brand/reports.xlsx': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: () => ({ url: '/api/brand/reports.xlsx' }),
  },
  'GET /api/brand/reports/:id': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: (w) => ({ url: `/api/brand/reports/${w.storeId}` }),
  },
  'GET /api/brand/reports/:id/visit_evidence': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: (w) => ({ url: `/api/brand/reports/${w.storeId}/visit_evidence` }),
  },
  // its corrective action plans, within each reader's seat (decision 0084)
  'GET /api/brand/actions': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: () => ({ url: '/api/brand/actions' }),
  },
  'GET /api/brand/actions/:id': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: (w) => ({ url: `/api/brand/actions/${w.storeId}` }),
  },
  // a store answers a plan's items and sends it for review; a seat above signs off (decision 0085)
  'POST /api/brand/action_items/:id': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: (w) => ({ url: `/api/brand/action_items/${w.storeId}`, body: { done_text: 'Fixed' } }),
  },
  'POST /api/brand/actions/:id/ready': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: (w) => ({ url: `/api/brand/actions/${w.storeId}/ready`, body: {} }),
  },
  'POST /api/brand/action_items/:id/review': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: (w) => ({
      url: `/api/brand/action_items/${w.storeId}/review`,
      body: { decision: 'accept', note: '' },
    }),
  },
  // a plan opened by hand from a visit (decision 0087)
  'POST /api/brand/reports/:id/action_plan': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: (w) => ({ url: `/api/brand/reports/${w.storeId}/action_plan`, body: { question_ids: [1] } }),
  },
  // a photo of an item's fix, sent by the store's proof queue (decision 0086)
  'POST /api/brand/action_items/:id/attachment': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: (w) => ({
      url: `/api/brand/action_items/${w.storeId}/attachment`,
      body: {
        id: '6f1c2b8e-5d3a-4e7b-9c1d-2a3b4c5d6e7f',
        file_name: 'fixed.jpg',
        file_size: 1000,
        file_type: 'image/jpeg',
        sha256: 'a'.repeat(64),
      },
    }),
  },
  'POST /api/brand/action_proofs/:id/complete': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: (w) => ({ url: `/api/brand/action_proofs/${w.attachmentId}/complete` }),
    takesNoBody: true,
  },
  'GET /api/brand/stores': {
    kind: 'staff',
    roles: ['client', 'brand'],
    sample: () => ({ url: '/api/brand/stores?cycle=1' }),
  },
  // its webhook is its client account's alone (decision 0081)
  'GET /api/brand/webhook': {
    kind: 'staff',
    roles: ['client'],
    sample: () => ({ url: '/api/brand/webhook' }),
  },
  'POST /api/brand/webhook': {
    kind: 'staff',
    roles: ['client'],
    sample: () => ({ url: '/api/brand/webhook', body: { url: 'https://hooks.example.test/auditly' } }),
  },
  'POST /api/brand/webhook/test': {
    kind: 'staff',
    roles: ['client'],
    sample: () => ({ url: '/api/brand/webhook/test' }),
    takesNoBody: true,
  },
  // its people and regions are its client account's alone (decision 0078)
  'GET /api/brand/people': {
    kind: 'staff',
    roles: ['client'],
    sample: () => ({ url: '/api/brand/people' }),
  },
  'POST /api/brand/regions': {
    kind: 'staff',
    roles: ['client'],
    sample: (w) => ({ url: '/api/brand/regions', body: { name: 'North', city_ids: [w.storeId] } }),
  },
  'POST /api/brand/regions/:id': {
    kind: 'staff',
    roles: ['client'],
    sample: (w) => ({ url: '/api/brand/regions/1', body: { name: 'North', city_ids: [w.storeId] } }),
  },
  'POST /api/brand/invites': {
    kind: 'staff',
    roles: ['client'],
    sample: () => ({
      url: '/api/brand/invites',
      body: { email: 'someone@example.com', seat: 'head_office' },
    }),
  },
  'GET /api/auditor/shopper_guide/:tab': auditor(() => ({ url: api('shopper_guide/videos') }), false),
  'POST /api/auditor/get_token': auditor(
    (w) => ({ url: api('get_token'), body: { user_id: w.userId } }),
    false,
  ),
  'GET /api/auditor/payment/:id/timeline': auditor((w) => ({ url: api(`payment/${w.paymentId}/timeline`) })),
  'POST /api/auditor/payment/:id/payment_concern': auditor((w) => ({
    url: api(`payment/${w.paymentId}/payment_concern`),
    body: { message: 'The payment has not arrived.' },
  })),
  'GET /api/auditor/audit_by_city': auditor(() => ({ url: api('audit_by_city?city_id=1&kms=100') }), false),
  'GET /api/auditor/audit_store/:id/proof_note': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/proof_note`),
  })),
  'POST /api/auditor/audit_store/:id/proof_note': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/proof_note`),
    body: { proof_tag_id: 1, reason: null },
  })),
  'GET /api/auditor/visit_time': auditor(() => ({ url: api('visit_time') }), false),
  'POST /api/auditor/audit_store/:id/visit_entry': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/visit_entry`),
    body: VISIT_ENTRY_SAMPLE,
  })),
  'GET /api/auditor/audit_store/:id/visit_receipt': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/visit_receipt`),
  })),
};

/** The app as built for the server, with the routes it registered (HEAD twins of GET left out). */
export async function appWithRoutes(
  db: Db,
  config: ServerConfig,
): Promise<{ app: FastifyInstance; routes: RouteOptions[] }> {
  const routes: RouteOptions[] = [];
  const app = await buildApp({ db, config, onRoute: (route) => routes.push(route) });
  return { app, routes: routes.filter((route) => route.method !== 'HEAD') };
}

export const routeKey = (route: RouteOptions) => `${String(route.method)} ${route.url}`;
