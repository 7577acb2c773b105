import type { FastifyInstance, RouteOptions } from 'fastify';
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
}

export interface RouteRequest {
  url: string;
  body?: unknown;
}

export type RouteAccess =
  /** anyone: the sign-in pages, and the storage endpoint, whose POST is authorised by its signed policy */
  | { kind: 'public' }
  /** any signed-in user, whatever the role (the shell's config) */
  | { kind: 'signedIn'; sample: () => RouteRequest }
  /** an auditor's session; `owned` names the owner's objects, which another auditor gets 404 for */
  | { kind: 'auditor'; sample: (ids: OwnedIds) => RouteRequest; owned: boolean; takesNoBody?: true };

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
const api = (path: string) => `/api/auditor/${path}`;
const plain = (path: string, body?: unknown) => auditor(() => ({ url: api(path), body }), false);

export const ROUTE_TABLE: Record<string, RouteAccess> = {
  'GET /auth/login': { kind: 'public' },
  'POST /auth/login': { kind: 'public' },
  'GET /auth/signup': { kind: 'public' },
  'POST /auth/signup': { kind: 'public' },
  'GET /auth/password_change': { kind: 'public' },
  'POST /auth/password_change': { kind: 'public' },
  'POST /auth/logout': { kind: 'public' },
  'POST /storage/:bucket': { kind: 'public' },
  'GET /storage/:bucket/*': { kind: 'public' },

  'GET /api/auditor/config': { kind: 'signedIn', sample: () => ({ url: api('config') }) },
  'GET /api/auditor/user': plain('user'),
  'GET /api/auditor/profile_completion_percentage': plain('profile_completion_percentage'),
  'GET /api/auditor/dashboard/stats': plain('dashboard/stats'),
  'GET /api/auditor/dashboard/score': plain('dashboard/score'),
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
  'GET /api/auditor/id_proof/attachment': plain('id_proof/attachment'),
  'POST /api/auditor/id_proof/attachment': plain('id_proof/attachment', {
    file_name: 'id.png',
    file_size: 1000,
    file_type: 'image/png',
  }),
  'POST /api/auditor/attachment/:id/complete': bodyless((w) => ({
    url: api(`attachment/${w.attachmentId}/complete`),
  })),
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
  'GET /api/auditor/audit_by_city': auditor(() => ({ url: api('audit_by_city?city_id=1&kms=100') }), false),
  'GET /api/auditor/audit_store/:id/proof_note': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/proof_note`),
  })),
  'POST /api/auditor/audit_store/:id/proof_note': auditor((w) => ({
    url: api(`audit_store/${w.storeId}/proof_note`),
    body: { proof_tag_id: 1, reason: null },
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
