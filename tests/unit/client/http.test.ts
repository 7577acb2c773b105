import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, VERSION_HEADER } from '../../../src/contract';
import { type FakeReply, installFakeApi } from './fakeApi';
import { reportStore } from './reportFixtures';

// The HTTP layer keeps page-wide state (one alert, one reload): each test gets fresh modules.
async function loadModules() {
  vi.resetModules();
  const { pageControls } = await import('../../../src/client/pageState/pageControls');
  const alert = vi.spyOn(pageControls, 'alert').mockImplementation(() => undefined);
  const assign = vi.spyOn(pageControls, 'assign').mockImplementation(() => undefined);
  const reload = vi.spyOn(pageControls, 'reload').mockImplementation(() => undefined);
  const api = await import('../../../src/client/api/dashboard');
  const account = await import('../../../src/client/api/account');
  const { useAppStore } = await import('../../../src/client/pageState/appStore');
  const { RELOADED_FOR_KEY } = await import('../../../src/client/api/versionReload');
  return { alert, assign, reload, api, account, useAppStore, RELOADED_FOR_KEY };
}

const stats = { available_audits: 3, applied: 1, assigned: 0, completed: 2, pending_payment: 1 };

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a 403 from the API', () => {
  it('alerts once for several failing calls and sends the user to login with the current address', async () => {
    installFakeApi({
      '/api/auditor/user': { status: 403, body: { non_field_errors: ['expired'] } },
      '/api/auditor/dashboard/stats': { status: 403, body: {} },
    });
    window.history.replaceState(null, '', '/audit_store/12/section?tab=2');
    const { alert, assign, api } = await loadModules();

    const results = await Promise.allSettled([api.getUser(), api.getDashboardStats(), api.getUser()]);

    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(MESSAGES.sessionExpired);
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(String(assign.mock.calls[0]?.[0]), window.location.href);
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('next')).toBe('/audit_store/12/section?tab=2');
  });

  it('does not fire for other errors', async () => {
    installFakeApi({ '/api/auditor/user': { status: 500, body: {} } });
    const { alert, assign, api } = await loadModules();
    await expect(api.getUser()).rejects.toThrow();
    expect(alert).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('the version header', () => {
  it('reloads once when the server runs another version, and not again for that version', async () => {
    const newer = { body: stats, headers: { [VERSION_HEADER]: '99.0.0' } };
    installFakeApi({ '/api/auditor/dashboard/stats': newer });
    const { reload, api, RELOADED_FOR_KEY } = await loadModules();

    await expect(api.getDashboardStats()).resolves.toEqual(stats);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBe('99.0.0');

    // After the reload (fresh modules, same tab) the same mismatch must not reload again.
    const second = await loadModules();
    await second.api.getDashboardStats();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('does not reload while the file picker is open, and does once it closes', async () => {
    installFakeApi({
      '/api/auditor/dashboard/stats': { body: stats, headers: { [VERSION_HEADER]: '99.0.0' } },
    });
    const { reload, api, useAppStore } = await loadModules();
    useAppStore.getState().setFilePickerOpen(true);

    await api.getDashboardStats();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).not.toHaveBeenCalled();

    useAppStore.getState().setFilePickerOpen(false);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('ignores the version of an answer the service worker took from its cache', async () => {
    installFakeApi({
      '/api/auditor/dashboard/stats': {
        body: stats,
        headers: { [VERSION_HEADER]: '0.0.1', 'x-sw-cache-fallback': '1' },
      },
    });
    const { reload, api } = await loadModules();
    await api.getDashboardStats();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the versions match', async () => {
    installFakeApi({ '/api/auditor/dashboard/stats': { body: stats } });
    const { reload, api } = await loadModules();
    await api.getDashboardStats();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('responses', () => {
  it("of a screen's call are parsed with the contract schemas", async () => {
    installFakeApi({ '/api/auditor/bank_info': { body: { account_number: 12 } } });
    const { account } = await loadModules();
    await expect(account.getBankInfo()).rejects.toThrow();
  });

  it('of the first load are read as the server sent them, without a schema (decision 0051)', async () => {
    installFakeApi({ '/api/auditor/dashboard/stats': { body: { ...stats, applied: 'many' } } });
    const { api } = await loadModules();
    await expect(api.getDashboardStats()).resolves.toEqual({ ...stats, applied: 'many' });
  });

  it('of the config read a newer view address a kept copy lacks as none', async () => {
    installFakeApi({ '/api/auditor/config': { body: { USER_ID: 1, USER_ROLE: 'auditor' } } });
    const { api } = await loadModules();
    await expect(api.getConfig()).resolves.toMatchObject({ USER_ID: 1, NEWER_VIEW_URL: null });
  });

  it('of the audit list read a fix deadline a copy kept from before it existed lacks as none', async () => {
    const store = reportStore('ACKNOWLEDGED');
    const keptBeforeDeadlines = Object.fromEntries(
      Object.entries(store).filter(([key]) => key !== 'fix_due_at'),
    );
    installFakeApi({ '/api/auditor/audit_store': { body: [keptBeforeDeadlines] } });
    vi.resetModules();
    const { getAuditStores } = await import('../../../src/client/api/auditStoreReads');
    await expect(getAuditStores()).resolves.toEqual([{ ...store, fix_due_at: null }]);
  });
});

describe('answers from the service worker cache', () => {
  it('mark the app as showing saved data until a live answer arrives', async () => {
    let cached = true;
    installFakeApi({
      '/api/auditor/dashboard/stats': (): FakeReply => ({
        body: stats,
        headers: cached ? { 'x-sw-cache-fallback': '1' } : {},
      }),
    });
    const { api, useAppStore } = await loadModules();
    await api.getDashboardStats();
    expect(useAppStore.getState().showingCachedData).toBe(true);
    cached = false;
    await api.getDashboardStats();
    expect(useAppStore.getState().showingCachedData).toBe(false);
  });
});
