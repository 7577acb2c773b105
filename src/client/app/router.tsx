import { createBrowserRouter, Navigate, type RouteObject, useParams } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { MANAGE_ROUTES } from './manageRoutes';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';

/**
 * /audit_store/{reportId}/report (the original portal's link beside a repeat-alert label): a report
 * is its audit store here ("Report #id" on the report page), which shows it read-only once
 * submitted; the address is kept so links made for it still open the report.
 */
function ReportLink() {
  return <Navigate to={`/audit_store/${useParams().reportId}/section`} replace />;
}

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
            // the account area, with its edit modals as child routes (docs/rules.md#screens)
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
            path: 'content_ninja',
            lazy: () =>
              import('../features/recruitment/ContentNinjaPage').then((module) => ({
                Component: module.ContentNinjaPage,
              })),
          },
          {
            path: 'payment',
            lazy: () =>
              import('../features/payments/PaymentsPage').then((module) => ({
                Component: module.PaymentsPage,
              })),
            children: [
              {
                path: ':paymentId/payment_concern',
                lazy: () =>
                  import('../features/payments/PaymentConcernModal').then((module) => ({
                    Component: module.PaymentConcernModal,
                  })),
              },
            ],
          },
          {
            path: 'certification',
            lazy: () =>
              import('../features/certification/CertificationPage').then((module) => ({
                Component: module.CertificationPage,
              })),
          },
          {
            path: 'certification/questions',
            lazy: () =>
              import('../features/certification/CertificationQuestionsPage').then((module) => ({
                Component: module.CertificationQuestionsPage,
              })),
          },
          {
            path: 'shopper_guide',
            lazy: () =>
              import('../features/shopperGuide/ShopperGuidePage').then((module) => ({
                Component: module.ShopperGuidePage,
              })),
            children: [
              { index: true, element: <Navigate to="videos" replace /> },
              {
                path: ':tab',
                lazy: () =>
                  import('../features/shopperGuide/GuideTabPage').then((module) => ({
                    Component: module.GuideTabPage,
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
          { path: 'audit_store/:reportId/report', Component: ReportLink },
          {
            path: 'notices',
            lazy: () =>
              import('../features/notices/NoticesPage').then((module) => ({ Component: module.NoticesPage })),
          },
          {
            path: 'concerns',
            lazy: () =>
              import('../features/concerns/OwnConcernsPage').then((module) => ({
                Component: module.OwnConcernsPage,
              })),
          },
          ...MANAGE_ROUTES,
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
