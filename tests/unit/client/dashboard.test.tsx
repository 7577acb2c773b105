import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../src/client/features/dashboard/DashboardPage';
import { pageControls } from '../../../src/client/pageState/pageControls';
import type { AccountProfile, DashboardStats, ProfileInfo } from '../../../src/contract';
import { type FakeRoutes, installFakeApi } from './fakeApi';

const user: AccountProfile = {
  user_id: 7,
  email: 'priya@example.test',
  mobile_number: '9876543210',
  dial_code: '+91',
  whatsapp_number: null,
  whatsapp_dial_code: null,
  certification_score: null,
  certification: { standing: 'NOT_TAKEN', score: null, attempt: 0 },
  is_complete: true,
  pp_accepted: true,
  agreement_accepted: true,
};

const info: ProfileInfo = {
  id: 7,
  first_name: 'Priya',
  last_name: 'Sharma',
  pronouns: null,
  gender: 'F',
  education: null,
  date_of_birth: null,
  marital_status: null,
  address: '',
  city: { id: 1, name: 'Pune', state: 'Maharashtra', country: 'IN', country_name: 'India' },
  country: 'IN',
  state: 'Maharashtra',
  city_id: 1,
  pincode: '',
  mobile_number: '9876543210',
  is_complete: false,
};

const stats: DashboardStats = {
  available_audits: 14,
  applied: 3,
  assigned: 2,
  completed: 9,
  pending_payment: 4,
};

function routes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    '/api/auditor/user': { body: user },
    '/api/auditor/profile_info': { body: info },
    '/api/auditor/profile_completion_percentage': { body: { profile_completion_percentage: 65 } },
    '/api/auditor/dashboard/stats': { body: stats },
    '/api/auditor/dashboard/score': {
      body: { auditor_rating: null, reports_reviewed: 0, average_report_score: null },
    },
    ...overrides,
  };
}

function renderDashboard() {
  const router = createMemoryRouter([{ path: '/', Component: DashboardPage }], { initialEntries: ['/'] });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.spyOn(pageControls, 'alert').mockImplementation(() => undefined);
  vi.spyOn(pageControls, 'assign').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dashboard profile card', () => {
  it('shows name, city, mobile with dial code and the avatar for the gender', async () => {
    installFakeApi(routes());
    renderDashboard();
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Priya Sharma');
    expect(screen.getByTestId('profile-city').textContent).toBe('Pune');
    expect(screen.getByTestId('profile-mobile').textContent).toBe('+91 9876543210');
    expect(screen.queryByRole('link', { name: 'Update Mobile Number' })).toBeNull();
    const avatar = screen.getByTestId('profile-card').querySelector('img');
    expect(avatar?.getAttribute('src')).toBe('/avatars/female.svg');
  });

  it('offers the Update Mobile Number link when the mobile number is missing', async () => {
    installFakeApi(
      routes({ '/api/auditor/user': { body: { ...user, mobile_number: null, dial_code: null } } }),
    );
    renderDashboard();
    const link = await screen.findByRole('link', { name: 'Update Mobile Number' });
    expect(link.getAttribute('href')).toBe('/details/mobile_number/edit');
    expect(link.className).toContain('profile-update-mobile');
  });

  it('uses the male avatar for any gender but F', async () => {
    installFakeApi(routes({ '/api/auditor/profile_info': { body: { ...info, gender: null } } }));
    renderDashboard();
    await screen.findByTestId('profile-name');
    expect(screen.getByTestId('profile-card').querySelector('img')?.getAttribute('src')).toBe(
      '/avatars/male.svg',
    );
  });
});

describe('dashboard welcome panel', () => {
  it('asks a user without a last name to save their details', async () => {
    installFakeApi(routes({ '/api/auditor/profile_info': { body: { ...info, last_name: '' } } }));
    renderDashboard();
    const panel = await screen.findByTestId('welcome-panel');
    const link = within(panel).getByRole('link');
    expect(link.getAttribute('href')).toBe('/details/profile/edit');
  });

  it('is absent when both names are filled', async () => {
    installFakeApi(routes());
    renderDashboard();
    await screen.findByTestId('profile-name');
    expect(screen.queryByTestId('welcome-panel')).toBeNull();
  });
});

describe('dashboard summary tiles', () => {
  it('shows each figure in a link to its area', async () => {
    const { requests } = installFakeApi(routes());
    renderDashboard();
    const expected = [
      ['tile-available_audits', 'View Opportunities', '14', '/audit'],
      ['tile-profile_completion_percentage', 'Profile Completion', '65%', '/details'],
      ['tile-applied', 'Audits Applied', '3', '/applied_audits'],
      ['tile-assigned', 'Audits Assigned', '2', '/applied_audits'],
      ['tile-completed', 'Reports Completed', '9', '/audit_store'],
      ['tile-pending_payment', 'Payments Pending', '4', '/payment'],
    ] as const;
    for (const [testId, label, figure, href] of expected) {
      const tile = await screen.findByTestId(testId);
      expect(tile.tagName).toBe('A');
      expect(tile.getAttribute('href')).toBe(href);
      expect(tile.textContent).toContain(label);
      expect(screen.getByTestId(`${testId}-value`).textContent).toBe(figure);
    }
    expect(requests).toContain('/api/auditor/dashboard/score');
  });

  it('shows Retry when a call fails, and the figures after a successful retry', async () => {
    let statsFail = true;
    installFakeApi(
      routes({
        '/api/auditor/dashboard/stats': () => (statsFail ? { status: 500, body: {} } : { body: stats }),
      }),
    );
    renderDashboard();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByTestId('tile-applied')).toBeNull();

    statsFail = false;
    retry.click();
    expect((await screen.findByTestId('tile-applied-value')).textContent).toBe('3');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows no error when the session has expired (the login redirect handles it)', async () => {
    installFakeApi(routes({ '/api/auditor/dashboard/stats': { status: 403, body: {} } }));
    renderDashboard();
    await screen.findByTestId('profile-name');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
