import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { useConfigStore } from './session/configStore';
import { beginFirstVisitReads } from './syncRuntime/firstVisitReads';
import { startSync } from './syncRuntime/startSync';
import './app/global.css';
// every page's buttons, with the shell: a page opened cold styles them like one opened after others
import './ui/buttons.css';

// The config call starts while the first screen's code is still loading, and so do a report's
// reads on a device that holds no offline data yet.
void useConfigStore.getState().load();
beginFirstVisitReads(window.location.pathname);
// The outbox drains from start-up on, whatever screen opens first.
startSync();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);

if (import.meta.env.PROD) {
  void import('./app/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
}
