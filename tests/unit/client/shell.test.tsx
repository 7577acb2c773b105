import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AuditorConfig,
  FOOTER_COPYRIGHT_SINCE,
  TRANSLATE_LANGUAGES,
  TRANSLATE_SCRIPT,
} from '../../../src/contract';
import { type FakeRoutes, installFakeApi } from './fakeApi';

const config: AuditorConfig = {
  USER_ID: 7,
  USER_EMAIL: 'priya@example.test',
  USER_ROLE: 'auditor',
  BRAND_SHORTNAME: 'Auditly',
  COLLECTCDN_ID: null,
  SENTRY_DSN: null,
  ANALYTICS_ID: null,
  TRANSLATE_WIDGET: false,
  RELEASE: '0.1.0',
  POLICY_BASE_URL: 'https://auditly.example/policies',
  ACCOUNTS_EMAIL: 'accounts@auditly.example',
  SUPPORT_EMAIL: 'support@auditly.example',
  SOCIAL_URL: 'https://social.example/auditly',
  SOCIAL_HANDLE: '@auditly',
  PROVIDER_URL: 'https://auditly.example',
  PROVIDER_DOMAIN: 'auditly.example',
  NEWER_VIEW_URL: null,
};

// The shell keeps page-wide state (config, third-party scripts): fresh modules per test.
async function renderShell(path: string, overrides: Partial<AuditorConfig> = {}, apiRoutes: FakeRoutes = {}) {
  installFakeApi({ '/api/auditor/config': { body: { ...config, ...overrides } }, ...apiRoutes });
  vi.resetModules();
  const { AppRoutes } = await import('../../../src/client/app/router');
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

function accountProfile(consents: { pp_accepted: boolean; agreement_accepted: boolean }) {
  return {
    user_id: 7,
    email: 'priya@example.test',
    mobile_number: null,
    dial_code: null,
    whatsapp_number: null,
    whatsapp_dial_code: null,
    certification_score: null,
    certification: { standing: 'NOT_TAKEN', score: null, attempt: 0 },
    is_complete: false,
    ...consents,
  };
}

beforeEach(() => {
  document.title = 'Auditor Portal';
  for (const script of document.head.querySelectorAll('script')) script.remove();
  window.dataLayer = undefined;
  // jsdom has no scrolling; the router's scroll restoration calls it.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('navigation bar', () => {
  it('has the spec links in order, a brand link home and a logout form POST', async () => {
    await renderShell('/payment');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const menu = nav.querySelector('#primary-navigation') as HTMLElement;
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['View Opportunities', '/audit'],
      ['Applied Audits', '/applied_audits'],
      ['Your Audits', '/audit_store'],
      ['Payments', '/payment'],
      ['Certification', '/certification'],
      ['Shopper Guide', '/shopper_guide/videos'],
      ['My Profile', '/details'],
    ]);
    const form = screen.getByRole('button', { name: 'Logout' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/auth/logout');
    const brand = screen.getByRole('banner').querySelector('a[href="/"] img');
    expect(brand?.getAttribute('src')).toBe('/logo.svg');
  });

  it('deletes the cached API responses before the logout form is sent', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => deleted.push(name) > 0) });
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const { API_CACHE_NAME } = await import('../../../src/offline/apiCache');
    await renderShell('/');

    fireEvent.submit(screen.getByRole('button', { name: 'Logout' }).closest('form') as HTMLFormElement);

    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(deleted).toEqual([API_CACHE_NAME]);
  });
});

describe('routes', () => {
  it.each([
    ['/certification', 'Certification Test'],
    ['/shopper_guide/videos', 'Shopper Guide'],
  ])('%s shows its page inside the shell', async (path, heading) => {
    await renderShell(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('/tos_accept shows the terms acceptance page inside the shell, linking to the policy pages', async () => {
    const user = { pp_accepted: false, agreement_accepted: false };
    await renderShell(
      '/tos_accept?auditCycleId=1&auditId=2',
      {},
      { '/api/auditor/user': { body: accountProfile(user) } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms Acceptance' })).toBeTruthy();
    expect(await screen.findAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: /Privacy Policy/ }).getAttribute('href')).toBe(
      'https://auditly.example/policies/privacy-policy',
    );
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('an unknown path shows the not-found page inside the shell', async () => {
    await renderShell('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});

describe('config in the shell', () => {
  it('titles the page with the brand and fills the footer', async () => {
    await renderShell('/certification');
    await vi.waitFor(() => expect(document.title).toBe('Auditly Auditor Portal'));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'auditly.example' }).getAttribute('href')).toBe(
      'https://auditly.example',
    );
    expect(within(footer).getByRole('link', { name: 'support@auditly.example' }).getAttribute('href')).toBe(
      'mailto:support@auditly.example',
    );
    expect(within(footer).getByRole('link', { name: '@auditly' }).getAttribute('href')).toBe(
      'https://social.example/auditly',
    );
    expect(footer.textContent).toContain(`© Auditly ${FOOTER_COPYRIGHT_SINCE}`);
  });

  it('loads no third-party script when no ids are configured', async () => {
    await renderShell('/certification');
    await vi.waitFor(() => expect(document.title).toBe('Auditly Auditor Portal'));
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('loads the launcher once when a collect id is configured, and reports page views with analytics', async () => {
    await renderShell('/certification', {
      COLLECTCDN_ID: 'collect-1',
      ANALYTICS_ID: 'G-TEST',
    });
    await vi.waitFor(() => expect(document.title).toBe('Auditly Auditor Portal'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Payments' }));
    const pageViews = () =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[1] === 'page_view')
        .map((entry) => (entry[2] as { page_path: string }).page_path);
    await vi.waitFor(() => expect(pageViews()).toEqual(['/certification', '/payment']));
    const sources = [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    expect(sources.filter((src) => src?.includes('collectcdn.com'))).toHaveLength(1);
  });

  it('loads the translation widget with the spec languages into the footer when it is on', async () => {
    await renderShell('/certification', { TRANSLATE_WIDGET: true });
    await vi.waitFor(() => expect(document.title).toBe('Auditly Auditor Portal'));
    const script = document.querySelector(`script[src^="${TRANSLATE_SCRIPT}"]`);
    expect(script?.getAttribute('src')).toBe(`${TRANSLATE_SCRIPT}?cb=initTranslateWidget`);
    // the script calls back once loaded: the widget is drawn into the footer with the 19 languages
    const drawn: Array<{ options: { includedLanguages: string }; element: string }> = [];
    window.google = {
      translate: {
        TranslateElement: class {
          constructor(options: { pageLanguage: string; includedLanguages: string }, element: string) {
            drawn.push({ options, element });
          }
        },
      },
    };
    window.initTranslateWidget?.();
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.options.includedLanguages.split(',')).toEqual([...TRANSLATE_LANGUAGES]);
    expect(document.getElementById(drawn[0]?.element ?? '')?.closest('footer')).toBeTruthy();
    window.google = undefined;
  });

  it('starts error reporting with the configured DSN and release, and only then', async () => {
    const sentry = await import('@sentry/browser');
    await renderShell('/certification');
    await vi.waitFor(() => expect(document.title).toBe('Auditly Auditor Portal'));
    expect(sentry.getClient()).toBeUndefined();
    cleanup();
    await renderShell('/certification', { SENTRY_DSN: 'https://key@errors.example/42', RELEASE: '4.0.151' });
    await vi.waitFor(() => expect(sentry.getClient()?.getDsn()?.host).toBe('errors.example'));
    expect(sentry.getClient()?.getOptions().release).toBe('4.0.151');
    await sentry.close();
  });
});
