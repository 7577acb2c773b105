import type { RouteObject } from 'react-router-dom';

/**
 * The back office's screens under /manage (decision 0025, "Screens"), each loaded when first
 * opened: staff code never weighs on the auditor's phone. AppLayout lets each role into its own
 * area only.
 */
export const MANAGE_ROUTES: RouteObject[] = [
  {
    path: 'manage/overview',
    lazy: () =>
      import('../features/manage/ManagerOverviewPage').then((module) => ({
        Component: module.ManagerOverviewPage,
      })),
  },
  {
    path: 'manage/auditors',
    lazy: () =>
      import('../features/manage/ManagerAuditorsPage').then((module) => ({
        Component: module.ManagerAuditorsPage,
      })),
  },
  {
    path: 'manage/auditors/:auditorId',
    lazy: () =>
      import('../features/manage/ManagedAuditorPage').then((module) => ({
        Component: module.ManagedAuditorPage,
      })),
  },
  {
    path: 'manage/applications',
    lazy: () =>
      import('../features/manage/ManagerCyclesPage').then((module) => ({
        Component: module.ManagerCyclesPage,
      })),
  },
  {
    path: 'manage/applications/:cycleId',
    lazy: () =>
      import('../features/manage/CycleApplicationsPage').then((module) => ({
        Component: module.CycleApplicationsPage,
      })),
  },
  {
    path: 'manage/review',
    lazy: () =>
      import('../features/review/ReviewQueuePage').then((module) => ({
        Component: module.ReviewQueuePage,
      })),
  },
  {
    path: 'manage/review/:reportId',
    lazy: () =>
      import('../features/review/ReviewReportPage').then((module) => ({
        Component: module.ReviewReportPage,
      })),
  },
  {
    path: 'manage/concerns',
    lazy: () =>
      import('../features/manage/ManagerConcernsPage').then((module) => ({
        Component: module.ManagerConcernsPage,
      })),
  },
  {
    path: 'manage/payments',
    lazy: () =>
      import('../features/manage/ManagerPaymentsPage').then((module) => ({
        Component: module.ManagerPaymentsPage,
      })),
  },
  {
    path: 'manage/payments/run/:runId',
    lazy: () =>
      import('../features/manage/PaymentRunPage').then((module) => ({
        Component: module.PaymentRunPage,
      })),
  },
  {
    path: 'manage/repeat_alerts',
    lazy: () =>
      import('../features/manage/RepeatAlertsPage').then((module) => ({
        Component: module.RepeatAlertsPage,
      })),
  },
];
