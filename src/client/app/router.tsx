import { Navigate, type RouteObject, useParams, useRoutes } from 'react-router-dom';
import { REPORT_SCREEN_PATH } from '../../contract/screenPaths';
import { NotFoundPage } from '../ui/NotFoundPage';
import { AppLayout } from './AppLayout';
import { lazyScreen } from './lazyScreen';
import { MANAGE_ROUTES } from './manageRoutes';
import { ScreenBoundary } from './ScreenBoundary';
import { SCREENS_ROUTE_ID, useScrollReset } from './useScrollReset';

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
    element: <AppLayout />,
    children: [
      {
        // Pathless: errors and first-load spinners render inside the shell. Its children are the
        // screens, and their children the screens' modals (useScrollReset).
        id: SCREENS_ROUTE_ID,
        element: <ScreenBoundary />,
        children: [
          {
            index: true,
            element: lazyScreen(() =>
              import('../features/dashboard/DashboardPage').then((module) => module.DashboardPage),
            ),
          },
          {
            path: 'audit',
            element: lazyScreen(() =>
              import('../features/discovery/OpportunitiesPage').then((module) => module.OpportunitiesPage),
            ),
          },
          {
            path: 'audit/cycle/:auditCycleId',
            element: lazyScreen(() =>
              import('../features/discovery/CyclePage').then((module) => module.CyclePage),
            ),
            children: [
              {
                path: 'audit/:auditId/apply',
                element: lazyScreen(() =>
                  import('../features/discovery/ApplyModal').then((module) => module.ApplyRoute),
                ),
              },
              {
                path: 'audit/:auditId/reapply',
                element: lazyScreen(() =>
                  import('../features/discovery/ApplyModal').then((module) => module.ReapplyRoute),
                ),
              },
              {
                path: 'audit/:auditId/cancel',
                element: lazyScreen(() =>
                  import('../features/discovery/CancelModal').then((module) => module.CancelModal),
                ),
              },
            ],
          },
          {
            path: 'applied_audits',
            element: lazyScreen(() =>
              import('../features/discovery/AppliedAuditsPage').then((module) => module.AppliedAuditsPage),
            ),
          },
          {
            path: 'audit_store',
            element: lazyScreen(() =>
              import('../features/audits/AuditStoresPage').then((module) => module.AuditStoresPage),
            ),
            children: [
              {
                path: ':auditStoreId/withdraw',
                element: lazyScreen(() =>
                  import('../features/audits/WithdrawModal').then((module) => module.WithdrawModal),
                ),
              },
              {
                path: ':auditStoreId/report_concern',
                element: lazyScreen(() =>
                  import('../features/audits/ReportConcernModal').then((module) => module.ReportConcernModal),
                ),
              },
            ],
          },
          {
            // the report page, with its modal routes over it
            path: REPORT_SCREEN_PATH.slice(1), // relative to the shell's '/'
            element: lazyScreen(() =>
              import('../features/report/ReportRoute').then((module) => module.ReportRoute),
            ),
            children: [
              {
                path: 'perform_audit',
                element: lazyScreen(() =>
                  import('../features/report/ReportRoute').then((module) => module.PerformAuditModal),
                ),
              },
              {
                path: 'report_concern',
                element: lazyScreen(() =>
                  import('../features/audits/ReportConcernModal').then(
                    (module) => module.ReportPageConcernModal,
                  ),
                ),
              },
            ],
          },
          {
            // the account area, with its edit modals as child routes (docs/rules.md#screens)
            path: 'details',
            element: lazyScreen(() =>
              import('../features/details/DetailsPage').then((module) => module.DetailsPage),
            ),
            children: [
              {
                path: 'profile/edit',
                element: lazyScreen(() =>
                  import('../features/details/ProfileModal').then((module) => module.ProfileModal),
                ),
              },
              {
                path: 'bank/edit',
                element: lazyScreen(() =>
                  import('../features/details/BankModal').then((module) => module.BankModal),
                ),
              },
              {
                path: 'additional/edit',
                element: lazyScreen(() =>
                  import('../features/details/AdditionalInfoModal').then(
                    (module) => module.AdditionalInfoModal,
                  ),
                ),
              },
              {
                path: 'preferences/edit',
                element: lazyScreen(() =>
                  import('../features/details/PreferencesModal').then((module) => module.PreferencesModal),
                ),
              },
              {
                path: 'mobile_number/edit',
                element: lazyScreen(() =>
                  import('../features/details/MobileNumberModal').then((module) => module.MobileNumberModal),
                ),
              },
              {
                path: 'whatsapp_number/edit',
                element: lazyScreen(() =>
                  import('../features/details/WhatsappNumberModal').then(
                    (module) => module.WhatsappNumberModal,
                  ),
                ),
              },
            ],
          },
          {
            path: 'content_ninja',
            element: lazyScreen(() =>
              import('../features/recruitment/ContentNinjaPage').then((module) => module.ContentNinjaPage),
            ),
          },
          {
            path: 'payment',
            element: lazyScreen(() =>
              import('../features/payments/PaymentsPage').then((module) => module.PaymentsPage),
            ),
            children: [
              {
                path: ':paymentId/payment_concern',
                element: lazyScreen(() =>
                  import('../features/payments/PaymentConcernModal').then(
                    (module) => module.PaymentConcernModal,
                  ),
                ),
              },
            ],
          },
          {
            path: 'certification',
            element: lazyScreen(() =>
              import('../features/certification/CertificationPage').then(
                (module) => module.CertificationPage,
              ),
            ),
          },
          {
            path: 'certification/questions',
            element: lazyScreen(() =>
              import('../features/certification/CertificationQuestionsPage').then(
                (module) => module.CertificationQuestionsPage,
              ),
            ),
          },
          {
            path: 'shopper_guide',
            element: lazyScreen(() =>
              import('../features/shopperGuide/ShopperGuidePage').then((module) => module.ShopperGuidePage),
            ),
            children: [
              { index: true, element: <Navigate to="videos" replace /> },
              {
                path: ':tab',
                element: lazyScreen(() =>
                  import('../features/shopperGuide/GuideTabPage').then((module) => module.GuideTabPage),
                ),
              },
            ],
          },
          {
            path: 'tos_accept',
            element: lazyScreen(() =>
              import('../features/terms/TosAcceptPage').then((module) => module.TosAcceptPage),
            ),
          },
          { path: 'audit_store/:reportId/report', element: <ReportLink /> },
          {
            path: 'notices',
            element: lazyScreen(() =>
              import('../features/notices/NoticesPage').then((module) => module.NoticesPage),
            ),
          },
          {
            path: 'concerns',
            element: lazyScreen(() =>
              import('../features/concerns/OwnConcernsPage').then((module) => module.OwnConcernsPage),
            ),
          },
          ...MANAGE_ROUTES,
          {
            path: 'sync',
            element: lazyScreen(() => import('../features/sync/SyncPage').then((module) => module.SyncPage)),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The app's screens. A declarative router, not a data router: no screen uses loaders or actions,
 * and the data router's code was 17 KB gzip of every first visit (decision 0049).
 */
export function AppRoutes() {
  useScrollReset(routes);
  return useRoutes(routes);
}
