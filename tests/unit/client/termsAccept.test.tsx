import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TosAcceptPage } from '../../../src/client/features/terms/TosAcceptPage';
import { applyPathAfterAcceptance, policyPageUrl } from '../../../src/client/features/terms/tosRedirect';
import { useToastStore } from '../../../src/client/pageState/toastStore';
import { TOS_TEXTS } from '../../../src/contract/onboarding';
import { type FakeRoutes, installFakeApi } from './fakeApi';

const profile = (pp_accepted: boolean, agreement_accepted: boolean) => ({
  body: {
    user_id: 7,
    email: 'priya@example.test',
    mobile_number: null,
    dial_code: null,
    whatsapp_number: null,
    whatsapp_dial_code: null,
    certification_score: null,
    certification: { standing: 'NOT_TAKEN', score: null, attempt: 0 },
    is_complete: false,
    pp_accepted,
    agreement_accepted,
  },
});

function renderTerms(search: string, api: FakeRoutes) {
  installFakeApi(api);
  // ky hands fetch a Request whose body is read once: keep a copy of each POST body for the test
  const fakeFetch = vi.mocked(fetch);
  const posted: unknown[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    if (input.method === 'POST') posted.push(await input.clone().json());
    return fakeFetch(input);
  });
  const router = createMemoryRouter(
    [
      { path: '/tos_accept', element: <TosAcceptPage /> },
      { path: '/', element: <p>dashboard</p> },
      { path: '/audit/cycle/:auditCycleId/audit/:auditId/apply', element: <p>apply</p> },
    ],
    { initialEntries: [`/tos_accept${search}`] },
  );
  render(<RouterProvider router={router} />);
  return { router, posted };
}

async function tickBoth() {
  for (const box of await screen.findAllByRole('checkbox')) fireEvent.click(box);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ visible: [], queue: [] });
});

describe('applyPathAfterAcceptance', () => {
  it('returns to the application when both ids are given', () => {
    expect(applyPathAfterAcceptance(new URLSearchParams('auditCycleId=4&auditId=9'))).toBe(
      '/audit/cycle/4/audit/9/apply',
    );
  });

  it.each([
    ['', 'no query'],
    ['auditCycleId=4', 'only the cycle'],
    ['auditId=9', 'only the audit'],
    ['auditCycleId=&auditId=9', 'an empty value'],
    ['auditCycleId=..%2F..%2Fpayment&auditId=9', 'a path instead of an id'],
    ['auditCycleId=0&auditId=9', 'a zero id'],
  ])('goes to the dashboard (null) for %s (%s)', (query) => {
    expect(applyPathAfterAcceptance(new URLSearchParams(query))).toBeNull();
  });
});

describe('policyPageUrl', () => {
  it('joins the base and the page once, and gives null without a base', () => {
    expect(policyPageUrl('https://x.example/policies/', 'privacy-policy')).toBe(
      'https://x.example/policies/privacy-policy',
    );
    expect(policyPageUrl('', 'privacy-policy')).toBeNull();
    expect(policyPageUrl(undefined, 'privacy-policy')).toBeNull();
  });
});

describe('TosAcceptPage', () => {
  it('enables Accept only when both boxes are ticked, posts both documents and returns to the application', async () => {
    const { router, posted } = renderTerms('?auditCycleId=4&auditId=9', {
      '/api/auditor/user': profile(false, false),
      '/api/auditor/tos_accept': { body: { pp_accepted: true, agreement_accepted: true } },
    });
    const boxes = await screen.findAllByRole('checkbox');
    const accept = screen.getByRole('button', { name: TOS_TEXTS.accept });
    expect(accept.hasAttribute('disabled')).toBe(true);
    fireEvent.click(boxes[0] as HTMLElement);
    expect(accept.hasAttribute('disabled')).toBe(true);
    fireEvent.click(boxes[1] as HTMLElement);
    expect(accept.hasAttribute('disabled')).toBe(false);

    fireEvent.click(accept);
    expect(await screen.findByText('apply')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/audit/cycle/4/audit/9/apply');
    expect(posted).toEqual([{ tos_accept: ['PRIVACY_POLICY', 'CONTRACTOR_AGREEMENT'] }]);
  });

  it('without the query values goes to the dashboard with a success toast', async () => {
    renderTerms('', {
      '/api/auditor/user': profile(true, false),
      '/api/auditor/tos_accept': { body: { pp_accepted: true, agreement_accepted: true } },
    });
    await tickBoth();
    fireEvent.click(screen.getByRole('button', { name: TOS_TEXTS.accept }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(useToastStore.getState().visible.map((toast) => [toast.message, toast.tone])).toEqual([
      [TOS_TEXTS.accepted, 'success'],
    ]);
  });

  it("shows the server's non_field_errors and stays on the page", async () => {
    renderTerms('', {
      '/api/auditor/user': profile(false, false),
      '/api/auditor/tos_accept': { status: 400, body: { non_field_errors: ['Try again later.'] } },
    });
    await tickBoth();
    fireEvent.click(screen.getByRole('button', { name: TOS_TEXTS.accept }));
    expect((await screen.findByRole('alert')).textContent).toBe('Try again later.');
    expect(screen.getByRole('button', { name: TOS_TEXTS.accept }).hasAttribute('disabled')).toBe(false);
  });

  it('says when both were already accepted and offers the way on', async () => {
    renderTerms('?auditCycleId=4&auditId=9', { '/api/auditor/user': profile(true, true) });
    expect(await screen.findByText(TOS_TEXTS.alreadyAccepted)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('link', { name: TOS_TEXTS.continueToApply }).getAttribute('href')).toBe(
      '/audit/cycle/4/audit/9/apply',
    );
  });
});
