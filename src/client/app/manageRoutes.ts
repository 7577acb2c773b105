import type { RouteObject } from 'react-router-dom';
import { lazyScreen } from './lazyScreen';

/**
 * The back office's screens under /manage (decision 0025, "Screens"), each loaded when first
 * opened: staff code never weighs on the auditor's phone. AppLayout lets each role into its own
 * area only.
 */
export const MANAGE_ROUTES: RouteObject[] = [
  {
    path: 'manage/overview',
    element: lazyScreen(() =>
      import('../features/manage/ManagerOverviewPage').then((module) => module.ManagerOverviewPage),
    ),
  },
  {
    path: 'manage/auditors',
    element: lazyScreen(() =>
      import('../features/manage/ManagerAuditorsPage').then((module) => module.ManagerAuditorsPage),
    ),
  },
  {
    path: 'manage/auditors/:auditorId',
    element: lazyScreen(() =>
      import('../features/manage/ManagedAuditorPage').then((module) => module.ManagedAuditorPage),
    ),
  },
  {
    path: 'manage/applications',
    element: lazyScreen(() =>
      import('../features/manage/ManagerCyclesPage').then((module) => module.ManagerCyclesPage),
    ),
  },
  {
    path: 'manage/applications/:cycleId',
    element: lazyScreen(() =>
      import('../features/manage/CycleApplicationsPage').then((module) => module.CycleApplicationsPage),
    ),
  },
  {
    path: 'manage/review',
    element: lazyScreen(() =>
      import('../features/review/ReviewQueuePage').then((module) => module.ReviewQueuePage),
    ),
  },
  {
    path: 'manage/review/:reportId',
    element: lazyScreen(() =>
      import('../features/review/ReviewReportPage').then((module) => module.ReviewReportPage),
    ),
  },
  {
    path: 'manage/review/scoring/:cycleId',
    element: lazyScreen(() =>
      import('../features/scores/ScoringRulesPage').then((module) => module.ScoringRulesPage),
    ),
  },
  {
    path: 'manage/brand',
    element: lazyScreen(() =>
      import('../features/brand/BrandOverviewPage').then((module) => module.BrandOverviewPage),
    ),
  },
  {
    path: 'manage/brand/stores',
    element: lazyScreen(() =>
      import('../features/brand/BrandStoresPage').then((module) => module.BrandStoresPage),
    ),
  },
  {
    path: 'manage/brand/questions',
    element: lazyScreen(() =>
      import('../features/brand/BrandQuestionsPage').then((module) => module.BrandQuestionsPage),
    ),
  },
  {
    path: 'manage/brand/reports',
    element: lazyScreen(() =>
      import('../features/brand/BrandReportsPage').then((module) => module.BrandReportsPage),
    ),
  },
  {
    path: 'manage/brand/reports/:reportId',
    element: lazyScreen(() =>
      import('../features/brand/BrandReportPage').then((module) => module.BrandReportPage),
    ),
  },
  {
    path: 'manage/brand/actions',
    element: lazyScreen(() =>
      import('../features/actions/ActionPlansPage').then((module) => module.ActionPlansPage),
    ),
  },
  {
    path: 'manage/brand/actions/:planId',
    element: lazyScreen(() =>
      import('../features/actions/ActionPlanPage').then((module) => module.ActionPlanPage),
    ),
  },
  {
    path: 'manage/brand/people',
    element: lazyScreen(() =>
      import('../features/brandPeople/BrandPeoplePage').then((module) => module.BrandPeoplePage),
    ),
  },
  {
    path: 'manage/brand/webhook',
    element: lazyScreen(() =>
      import('../features/brandWebhook/BrandWebhookPage').then((module) => module.BrandWebhookPage),
    ),
  },
  {
    path: 'manage/concerns',
    element: lazyScreen(() =>
      import('../features/manage/ManagerConcernsPage').then((module) => module.ManagerConcernsPage),
    ),
  },
  {
    path: 'manage/payments',
    element: lazyScreen(() =>
      import('../features/manage/ManagerPaymentsPage').then((module) => module.ManagerPaymentsPage),
    ),
  },
  {
    path: 'manage/payments/run/:runId',
    element: lazyScreen(() =>
      import('../features/manage/PaymentRunPage').then((module) => module.PaymentRunPage),
    ),
  },
  {
    path: 'manage/repeat_alerts',
    element: lazyScreen(() =>
      import('../features/manage/RepeatAlertsPage').then((module) => module.RepeatAlertsPage),
    ),
  },
];
