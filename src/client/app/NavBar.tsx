import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { NoticeBell } from '../features/notices/NoticeBell';
import { useAppStore } from '../pageState/appStore';
import { useOnlineStatus } from '../pageState/useOnlineStatus';
import { LogoutForm } from './LogoutForm';
import { NewerViewBanner } from './NewerViewBanner';
import { NAV_ITEMS } from './navigation';
import './NavBar.css';

interface NavBarProps {
  brand: string | undefined;
  /** the signed-in role's areas: the auditor's, the manager's, none for other staff */
  items?: ReadonlyArray<{ label: string; to: string }>;
  /** where the brand link goes: the role's home */
  home?: string;
  /** the newer view is the auditor's: its banner only beside the auditor's areas */
  offerNewerView?: boolean;
}

export function NavBar({ brand, items = NAV_ITEMS, home = '/', offerNewerView = true }: NavBarProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const online = useOnlineStatus();
  const showingCachedData = useAppStore((state) => state.showingCachedData);

  // The collapsed menu closes when a link is followed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="navbar">
      <nav aria-label="Main" className="navbar-inner">
        <Link to={home} className="navbar-brand">
          <img src="/logo.svg" alt="" height={40} width={40} />
          <span>{brand ?? 'Auditor Portal'}</span>
        </Link>
        {online && !showingCachedData ? null : (
          <span className="navbar-offline" role="status" title="Showing the last saved data">
            Offline
          </span>
        )}
        <NoticeBell />
        <button
          type="button"
          className="navbar-toggle"
          aria-expanded={open}
          aria-controls="primary-navigation"
          onClick={() => setOpen((value) => !value)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span className="visually-hidden">Menu</span>
        </button>
        <div id="primary-navigation" className={open ? 'navbar-menu is-open' : 'navbar-menu'}>
          {items.length > 0 ? (
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  {/* an item with another below it (the brand's Overview) is current on its own page only */}
                  <NavLink to={item.to} end={items.some((other) => other.to.startsWith(`${item.to}/`))}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
          <LogoutForm className="navbar-logout" />
        </div>
      </nav>
      {offerNewerView ? <NewerViewBanner /> : null}
    </header>
  );
}
