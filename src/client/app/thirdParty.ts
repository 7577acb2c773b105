import {
  type AuditorConfig,
  TRANSLATE_ELEMENT_ID,
  TRANSLATE_LANGUAGES,
  TRANSLATE_SCRIPT,
} from '../../contract';

/**
 * Third-party scripts load only when the server configures their ids (decision 0023: "load nothing
 * when unset"). Analytics follows the gtag.js protocol; the chat launcher is collect.chat's.
 */
const ANALYTICS_SRC = 'https://www.googletagmanager.com/gtag/js';
const LAUNCHER_SRC = 'https://collectcdn.com/launcher.js';

interface TranslateElementApi {
  translate: {
    TranslateElement: new (
      options: { pageLanguage: string; includedLanguages: string },
      elementId: string,
    ) => unknown;
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    CollectId?: string;
    google?: TranslateElementApi;
    /** the callback the translation script calls once it has loaded */
    initTranslateWidget?: () => void;
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
  if (config.TRANSLATE_WIDGET) loadTranslateWidget();
  if (config.SENTRY_DSN) void startErrorReporting(config, config.SENTRY_DSN);
}

/**
 * The page-translation widget (decision 0023), drawn into the footer's element once its script
 * loads.
 */
function loadTranslateWidget(): void {
  window.initTranslateWidget = () => {
    const api = window.google?.translate;
    if (!api || !document.getElementById(TRANSLATE_ELEMENT_ID)) return;
    new api.TranslateElement(
      { pageLanguage: 'en', includedLanguages: TRANSLATE_LANGUAGES.join(',') },
      TRANSLATE_ELEMENT_ID,
    );
  };
  injectScript(`${TRANSLATE_SCRIPT}?cb=initTranslateWidget`);
}

/** Loads the error-reporting chunk only when a DSN is configured; the CSP admits the DSN's host. */
async function startErrorReporting(config: AuditorConfig, dsn: string): Promise<void> {
  try {
    const reporting = await import('./errorReporting');
    reporting.startErrorReporting(config, dsn);
  } catch {
    // reporting errors must never become one: without its chunk the app runs unreported
  }
}

/** Reports a route change; does nothing unless an analytics id is configured. */
export function trackPageView(path: string): void {
  lastPath = path;
  if (!analyticsId) return;
  gtag('event', 'page_view', { page_path: path });
}
