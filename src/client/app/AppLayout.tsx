import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useConfigStore } from '../session/configStore';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { StaffPage } from './StaffPage';
import { ToastHost } from './ToastHost';
import { configureThirdParty, trackPageView } from './thirdParty';
import { UpdateBanner } from './UpdateBanner';
import './AppLayout.css';

/** The shell around every screen: navigation bar, page, footer, toasts and the update banner. */
export function AppLayout() {
  const config = useConfigStore((state) => state.config);
  const loadConfig = useConfigStore((state) => state.load);
  const { pathname } = useLocation();
  const navigating = useNavigation().state !== 'idle';

  useEffect(() => {
    void loadConfig();
  }, [loadConfig]);

  useEffect(() => {
    if (!config) return;
    document.title = `${config.BRAND_SHORTNAME} Auditor Portal`;
    configureThirdParty(config);
  }, [config]);

  useEffect(() => trackPageView(pathname), [pathname]);

  // Staff have no screens in this app yet: every route shows them their page instead.
  const staffRole = config && config.USER_ROLE !== 'auditor' ? config.USER_ROLE : null;

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigating ? <div className="shell-progress" aria-hidden="true" /> : null}
      <NavBar brand={config?.BRAND_SHORTNAME} showAreas={staffRole === null} />
      <main id="main" className="shell-main">
        {config && staffRole ? <StaffPage role={staffRole} email={config.USER_EMAIL} /> : <Outlet />}
      </main>
      <Footer config={config} />
      <ToastHost />
      <UpdateBanner />
      <ScrollRestoration />
    </div>
  );
}
