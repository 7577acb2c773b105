import { z } from 'zod';

/**
 * Notices: what the server tells a person about something that happened to them or waits for them
 * (decision 0038). The server writes a notice in the same transaction as its event; the person
 * reads it in the app's notice centre, and by e-mail where their preferences say so.
 */

/** What a notice is about; each kind has one wording on the server (domain/notices/noticeTexts.ts). */
export const NOTICE_KINDS = [
  'application_approved',
  'application_waitlisted',
  'application_rejected',
  'payment_paid',
  'payment_failed',
  'report_sent_back',
  'report_due',
  'new_opportunities',
  'concern_answered',
  'concern_raised',
  'report_waiting',
  'report_accepted',
  'action_plan_opened',
  'action_plan_due',
  'action_plan_overdue',
  'action_plan_ready',
  'action_item_sent_back',
  'action_plan_resolved',
] as const;
export const noticeKindSchema = z.enum(NOTICE_KINDS);
export type NoticeKind = z.infer<typeof noticeKindSchema>;

/**
 * Which e-mail preference a kind of notice follows: what happens to the auditor's own work
 * (`receive_updates_email`), or the new audits near them (`receive_new_opportunities_email`).
 */
export const NOTICE_EMAIL_PREFERENCE: Record<NoticeKind, 'updates' | 'opportunities'> = {
  application_approved: 'updates',
  application_waitlisted: 'updates',
  application_rejected: 'updates',
  payment_paid: 'updates',
  payment_failed: 'updates',
  report_sent_back: 'updates',
  report_due: 'updates',
  new_opportunities: 'opportunities',
  concern_answered: 'updates',
  concern_raised: 'updates',
  report_waiting: 'updates',
  report_accepted: 'updates',
  action_plan_opened: 'updates',
  action_plan_due: 'updates',
  action_plan_overdue: 'updates',
  action_plan_ready: 'updates',
  action_item_sent_back: 'updates',
  action_plan_resolved: 'updates',
};

/**
 * How a notice reaches its recipient besides the centre: by e-mail where their preferences say so,
 * and by a push message to each device they turned notifications on for (decision 0040).
 */
export const NOTICE_CHANNELS = ['email', 'push'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** A delivery waits (`pending`), went (`sent`), or gave up after its last attempt (`failed`). */
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const noticeSchema = z.object({
  id: z.number().int(),
  /**
   * one of NOTICE_KINDS, read as any text: an app installed before a newer server's kinds shows
   * their notices like the others (title, body, link) instead of failing the whole centre
   */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** the app's path the notice opens */
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** The newest notices first, with how many of all the person's notices are unread. */
export const noticeListSchema = z.object({
  unread: z.number().int(),
  notices: z.array(noticeSchema),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

/** How many notices the centre lists: the newest; older ones are kept, not shown. */
export const NOTICE_LIST_SIZE = 50;

/** The app's screens a notice opens (paths of client/app/router.tsx). */
export const NOTICE_LINKS = {
  assignedAudits: '/audit_store',
  appliedAudits: '/applied_audits',
  payments: '/payment',
  opportunities: '/audit',
  ownConcerns: '/concerns',
  concernInbox: '/manage/concerns',
  /** a report, by its id */
  report: (auditStoreId: number) => `/audit_store/${auditStoreId}/section`,
  /** a report as its reviewer reads it (staffAreas.ts REVIEW_HOME, by its id) */
  reviewReport: (auditStoreId: number) => `/manage/review/${auditStoreId}`,
  /** a brand's corrective action plan, by its id (staffAreas.ts BRAND_ACTIONS) */
  actionPlan: (planId: number) => `/manage/brand/actions/${planId}`,
} as const;
