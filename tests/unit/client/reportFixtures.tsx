import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { ReportPage } from '../../../src/client/features/report/ReportPage';
import { pageControls } from '../../../src/client/pageState/pageControls';
import { useToastStore } from '../../../src/client/pageState/toastStore';
import { stopPageSync } from '../../../src/client/syncRuntime/syncRuntime';
import type { Answer, AuditStore, AuditStoreStatus, Question, Section } from '../../../src/contract';
import { clearOfflineData, getOfflineDb } from '../../../src/offline/db';
import { type FakeRoutes, installFakeApi } from './fakeApi';

export const STORE_ID = 7;

export function reportStore(status: AuditStoreStatus, more: Partial<AuditStore> = {}): AuditStore {
  return {
    id: STORE_ID,
    status,
    audit_date: '2026-11-21',
    get_date_diff: 0,
    earnings_per_audit: 1500,
    reimbursement: 250,
    completion_percentage: 0,
    report_revert_count: 0,
    fix_due_at: null,
    manager_info_list: [{ name: 'Asha Manager', mobile: '+919800000000' }],
    report_summary: '',
    nps_section: null,
    report_submission_time: '00:01:05',
    visit_head: null,
    audit: {
      id: 70,
      post_approval_description: 'Audit **notes**',
      store: { name: 'Andheri Store', phone: '022 1234', address: '1 Main Road', city: { name: 'Mumbai' } },
      audit_cycle: {
        id: 9,
        type: 'MYSTERY_AUDIT',
        post_approval_description: 'Read the *guidelines*',
        audit_report_summary: true,
        client: { auditor_display_name: 'Acme Foods', auditor_logo_url: '' },
      },
    },
    ...more,
  };
}

export function question(
  id: number,
  type: Question['question_type'],
  more: Partial<Question> = {},
): Question {
  return {
    id,
    sequence: id,
    question_txt: `Question ${id}`,
    question_type: type,
    question_data: {
      options:
        type === 'PLAIN'
          ? []
          : [
              { sequence: 1, value: 'Yes', marks: 1 },
              { sequence: 2, value: 'No', marks: 0 },
            ],
    },
    max_marks: 1,
    optional_comment_required: false,
    hide_question: false,
    ...more,
  };
}

export const SECTIONS: Section[] = [
  {
    id: 1,
    name: 'Entrance',
    sequence: 1,
    hide_comment: false,
    minimum_attachment_count: 0,
    questions: [
      question(11, 'MUTEX', { optional_comment_required: true }),
      question(12, 'MULTISELECT'),
      question(13, 'PLAIN'),
      question(14, 'MUTEX', { hide_question: true, question_txt: 'Hidden question' }),
    ],
  },
  { id: 2, name: 'Billing', sequence: 2, hide_comment: true, minimum_attachment_count: 0, questions: [] },
];

export function answer(questionId: number, answerText: string[], more: Partial<Answer> = {}): Answer {
  return {
    question: questionId,
    audit_store: STORE_ID,
    answer_text: answerText,
    status: answerText.length > 0,
    not_applicable: false,
    answer_comment: '',
    revert_message: null,
    ...more,
    flagged: more.flagged ?? null,
  };
}

export function reportRoutes(
  store: AuditStore,
  answers: Answer[] = [],
  sections: Section[] = SECTIONS,
): FakeRoutes {
  const base = `/api/auditor/audit_store/${STORE_ID}`;
  return {
    [base]: { body: store },
    [`${base}/section`]: { body: sections },
    [`${base}/report_section`]: { body: [{ section: 1, auditor_comment: '', revert_message: null }] },
    [`${base}/answer`]: { body: answers },
    [`${base}/guildline`]: { body: { guideline: '/files/guide.pdf' } },
  };
}

/**
 * The set-up of every report page test: the window's alert and navigation observed, an empty
 * device database before each test, and nothing left behind after it (DOM, fakes, toasts), nor
 * after the file (the page's sync, whose live count would fire into a torn-down document).
 */
export function setUpReportPageTests(): void {
  beforeEach(async () => {
    vi.spyOn(pageControls, 'alert').mockImplementation(() => undefined);
    vi.spyOn(pageControls, 'assign').mockImplementation(() => undefined);
    await clearOfflineData(getOfflineDb());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useToastStore.setState({ visible: [], queue: [] });
  });
  afterAll(() => stopPageSync());
}

/** Installs the fake API and records the JSON body of every POST it answers, by path. */
export function installRecordingApi(routes: FakeRoutes) {
  const api = installFakeApi(routes);
  const posts: Record<string, unknown> = {};
  const answer = vi.mocked(fetch).getMockImplementation();
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    if (input instanceof Request && input.method === 'POST')
      posts[new URL(input.url).pathname] = await input
        .clone()
        .json()
        .catch(() => null);
    if (!answer) throw new Error('no fake API');
    return answer(input, init);
  });
  return { api, posts };
}

/** The report page (or `page`, with its modal routes) at `path`, over the fake API. */
export function renderReport(
  routes: FakeRoutes,
  { path = `/audit_store/${STORE_ID}/section`, page = { Component: ReportPage } as RouteObject } = {},
) {
  const { api, posts } = installRecordingApi(routes);
  const router = createMemoryRouter(
    [
      { ...page, path: '/audit_store/:auditStoreId/section' } as RouteObject,
      { path: '/audit_store', element: <p>Your audits</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { api, router, posts };
}
