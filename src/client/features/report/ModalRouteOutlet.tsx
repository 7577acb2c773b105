import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { Modal } from '../../ui/Modal';
import { MODAL_LOAD_TEXTS } from './reportTexts';

/**
 * The report's modal routes. A modal whose code loads on first use ("Having trouble?") keeps the
 * report on screen while it loads, instead of the screen's loading state taking the whole page;
 * and if it cannot load (offline right after a first visit, before the service worker has kept
 * the app: decision 0055), it says so over the report instead of an empty page. React keeps a
 * lazy component's failure until the page reloads, which the message asks for. Keyed by the
 * address, so another modal that is already loaded still opens.
 */
export function ModalRouteOutlet({ context, back }: { context: unknown; back: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const close = () => navigate(back);
  return (
    <LoadBoundary
      key={pathname}
      fallback={
        <Modal title={MODAL_LOAD_TEXTS.title} size="small" onClose={close}>
          <p>{MODAL_LOAD_TEXTS.offline}</p>
          <button type="button" className="button button-secondary" onClick={close}>
            Close
          </button>
        </Modal>
      }
    >
      <Suspense fallback={null}>
        <Outlet context={context} />
      </Suspense>
    </LoadBoundary>
  );
}
