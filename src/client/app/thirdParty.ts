import type { AuditorConfig } from '../../contract';

/**
 * Third-party scripts load only when the server configures their ids (DESIGN: "load nothing when
 * unset"). Analytics follows the gtag.js protocol; the chat launcher is collect.chat's.
 */
const ANALYTICS_SRC = 'https://www.googletagmanager.com/gtag/js';
const LAUNCHER_SRC = 'https://collectcdn.com/launcher.js';

declare global {
  interface Window {
    dataLayer?: unknown[];
    CollectId?: string;
  }
}

let analyticsId: string | null = null;
let lastPath: string | null = null;
let configured = false;

function injectScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads only `arguments` objects from the data layer.
  // biome-ignore lint/complexity/noArguments: the gtag protocol needs the arguments object itself.
  window.dataLayer.push(arguments);
}

/** Called once the config is loaded: loads what is configured, nothing otherwise. */
export function configureThirdParty(config: AuditorConfig): void {
  if (configured) return;
  configured = true;
  if (config.COLLECTCDN_ID) {
    window.CollectId = config.COLLECTCDN_ID;
    injectScript(LAUNCHER_SRC);
  }
  if (config.ANALYTICS_ID) {
    analyticsId = config.ANALYTICS_ID;
    injectScript(`${ANALYTICS_SRC}?id=${encodeURIComponent(analyticsId)}`);
    gtag('js', new Date());
    gtag('config', analyticsId, { send_page_view: false });
    if (lastPath) gtag('event', 'page_view', { page_path: lastPath });
  }
}

/** Reports a route change; does nothing unless an analytics id is configured. */
export function trackPageView(path: string): void {
  lastPath = path;
  if (!analyticsId) return;
  gtag('event', 'page_view', { page_path: path });
}
