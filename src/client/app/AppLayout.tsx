import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useConfigStore } from './configStore';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
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

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigating ? <div className="shell-progress" aria-hidden="true" /> : null}
      <NavBar brand={config?.BRAND_SHORTNAME} />
      <main id="main" className="shell-main">
        <Outlet />
      </main>
      <Footer config={config} />
      <ToastHost />
      <UpdateBanner />
      <ScrollRestoration />
    </div>
  );
}
