import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';
import type { AreaHandle } from './PlaceholderPage';
import { RouteError } from './RouteError';

const placeholder = () =>
  import('./PlaceholderPage').then((module) => ({ Component: module.PlaceholderPage }));

/** Areas built by later issues: each shows a placeholder naming it until then. */
const AREAS: Array<{ path: string; area: string }> = [
  { path: 'audit_store/:reportId/report', area: 'Reports' },
  { path: 'payment/*', area: 'Payments' },
  { path: 'certification/*', area: 'Certification' },
  { path: 'shopper_guide/*', area: 'Shopper Guide' },
  { path: 'content_ninja', area: 'Content Writers Wanted' },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      {
        // Pathless: errors and first-load spinners render inside the shell.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/dashboard/DashboardPage').then((module) => ({
                Component: module.DashboardPage,
              })),
          },
          {
            path: 'audit',
            lazy: () =>
              import('../features/discovery/OpportunitiesPage').then((module) => ({
                Component: module.OpportunitiesPage,
              })),
          },
          {
            path: 'audit/cycle/:auditCycleId',
            lazy: () =>
              import('../features/discovery/CyclePage').then((module) => ({ Component: module.CyclePage })),
            children: [
              {
                path: 'audit/:auditId/apply',
                lazy: () =>
                  import('../features/discovery/ApplyModal').then((module) => ({
                    Component: module.ApplyRoute,
                  })),
              },
              {
                path: 'audit/:auditId/reapply',
                lazy: () =>
                  import('../features/discovery/ApplyModal').then((module) => ({
                    Component: module.ReapplyRoute,
                  })),
              },
              {
                path: 'audit/:auditId/cancel',
                lazy: () =>
                  import('../features/discovery/CancelModal').then((module) => ({
                    Component: module.CancelModal,
                  })),
              },
            ],
          },
          {
            path: 'applied_audits',
            lazy: () =>
              import('../features/discovery/AppliedAuditsPage').then((module) => ({
                Component: module.AppliedAuditsPage,
              })),
          },
          {
            path: 'audit_store',
            lazy: () =>
              import('../features/audits/AuditStoresPage').then((module) => ({
                Component: module.AuditStoresPage,
              })),
            children: [
              {
                path: ':auditStoreId/withdraw',
                lazy: () =>
                  import('../features/audits/WithdrawModal').then((module) => ({
                    Component: module.WithdrawModal,
                  })),
              },
              {
                path: ':auditStoreId/report_concern',
                lazy: () =>
                  import('../features/audits/ReportConcernModal').then((module) => ({
                    Component: module.ReportConcernModal,
                  })),
              },
            ],
          },
          {
            // the report page, with its modal routes over it
            path: 'audit_store/:auditStoreId/section',
            lazy: () =>
              import('../features/report/PerformAuditModal').then((module) => ({
                Component: module.ReportRoute,
              })),
            children: [
              {
                path: 'perform_audit',
                lazy: () =>
                  import('../features/report/PerformAuditModal').then((module) => ({
                    Component: module.PerformAuditModal,
                  })),
              },
              {
                path: 'report_concern',
                lazy: () =>
                  import('../features/audits/ReportConcernModal').then((module) => ({
                    Component: module.ReportPageConcernModal,
                  })),
              },
            ],
          },
          {
            // the account area, with its edit modals as child routes (spec: Route table)
            path: 'details',
            lazy: () =>
              import('../features/details/DetailsPage').then((module) => ({ Component: module.DetailsPage })),
            children: [
              {
                path: 'profile/edit',
                lazy: () =>
                  import('../features/details/ProfileModal').then((module) => ({
                    Component: module.ProfileModal,
                  })),
              },
              {
                path: 'bank/edit',
                lazy: () =>
                  import('../features/details/BankModal').then((module) => ({ Component: module.BankModal })),
              },
              {
                path: 'additional/edit',
                lazy: () =>
                  import('../features/details/AdditionalInfoModal').then((module) => ({
                    Component: module.AdditionalInfoModal,
                  })),
              },
              {
                path: 'preferences/edit',
                lazy: () =>
                  import('../features/details/PreferencesModal').then((module) => ({
                    Component: module.PreferencesModal,
                  })),
              },
              {
                path: 'mobile_number/edit',
                lazy: () =>
                  import('../features/details/MobileNumberModal').then((module) => ({
                    Component: module.MobileNumberModal,
                  })),
              },
              {
                path: 'whatsapp_number/edit',
                lazy: () =>
                  import('../features/details/WhatsappNumberModal').then((module) => ({
                    Component: module.WhatsappNumberModal,
                  })),
              },
            ],
          },
          {
            path: 'tos_accept',
            lazy: () =>
              import('../features/terms/TosAcceptPage').then((module) => ({
                Component: module.TosAcceptPage,
              })),
          },
          ...AREAS.map(({ path, area }) => ({
            path,
            handle: { area } satisfies AreaHandle,
            lazy: placeholder,
          })),
          {
            path: 'sync',
            lazy: () =>
              import('../features/sync/SyncPage').then((module) => ({ Component: module.SyncPage })),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
