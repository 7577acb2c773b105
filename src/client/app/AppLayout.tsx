import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { type AuditorConfig, staffAreaHas, staffAreaOf } from '../../contract';
import { useConfigStore } from '../session/configStore';
import { NotFoundPage } from '../ui/NotFoundPage';
import { Footer } from './Footer';
import { LostWorkNotice } from './LostWorkNotice';
import { useScreenLoads } from './lazyScreen';
import { NavBar } from './NavBar';
import { NAV_ITEMS } from './navigation';
import { PageLoading } from './PageLoading';
import { ToastHost } from './ToastHost';
import { configureThirdParty, trackPageView } from './thirdParty';
import { UpdateBanner } from './UpdateBanner';
import './AppLayout.css';

/**
 * Which screens a role reaches (decision 0025, "Screens"): a member of staff the pages of their
 * area under /manage, and any other address sends them to its home; an auditor never the back
 * office. Until the config says who is signed in, /manage shows nothing of itself.
 */
function ShellContent({ config, pathname }: { config: AuditorConfig | null; pathname: string }) {
  const managing = pathname === '/manage' || pathname.startsWith('/manage/');
  if (!config) return managing ? <PageLoading /> : <Outlet />;
  const area = staffAreaOf(config.USER_ROLE);
  if (area) return staffAreaHas(area, pathname) ? <Outlet /> : <Navigate to={area.home} replace />;
  return managing ? <NotFoundPage /> : <Outlet />;
}

/** The shell around every screen: navigation bar, page, footer, toasts and the update banner. */
export function AppLayout() {
  const config = useConfigStore((state) => state.config);
  const loadConfig = useConfigStore((state) => state.load);
  const { pathname } = useLocation();
  const navigating = useScreenLoads((state) => state.loading > 0);

  useEffect(() => {
    void loadConfig();
  }, [loadConfig]);

  useEffect(() => {
    if (!config) return;
    document.title = `${config.BRAND_SHORTNAME} Auditor Portal`;
    configureThirdParty(config);
  }, [config]);

  useEffect(() => trackPageView(pathname), [pathname]);

  const role = config?.USER_ROLE;
  // until the config says otherwise the shell is the auditor's, as it was before roles had screens
  const auditorShell = role === undefined || role === 'auditor';
  const area = role ? staffAreaOf(role) : undefined;

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigating ? <div className="shell-progress" aria-hidden="true" /> : null}
      <NavBar
        brand={config?.BRAND_SHORTNAME}
        items={area?.items ?? (auditorShell ? NAV_ITEMS : [])}
        home={area?.home ?? '/'}
        offerNewerView={auditorShell}
      />
      {auditorShell ? <LostWorkNotice /> : null}
      <main id="main" className="shell-main">
        <ShellContent config={config} pathname={pathname} />
      </main>
      <Footer config={config} />
      <ToastHost />
      <UpdateBanner />
    </div>
  );
}
