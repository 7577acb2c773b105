import { NavLink, Outlet } from 'react-router-dom';
import { GUIDE_TAB_LABELS, GUIDE_TABS, GUIDE_TEXTS } from '../../../contract';
import './shopperGuide.css';

/** /shopper_guide (decision 0023): the four tabs; each loads its entries when opened. */
export function ShopperGuidePage() {
  return (
    <div className="guide">
      <header>
        <h1 className="page-title">{GUIDE_TEXTS.title}</h1>
        <p className="page-lead">{GUIDE_TEXTS.lead}</p>
      </header>
      <nav className="guide-tabs" aria-label="Shopper guide sections">
        {GUIDE_TABS.map((tab) => (
          <NavLink key={tab} to={`/shopper_guide/${tab}`} className="guide-tab">
            {GUIDE_TAB_LABELS[tab]}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
