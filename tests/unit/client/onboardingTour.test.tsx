import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditorConfig } from '../../../src/contract';
import { TOUR_STEPS } from '../../../src/contract/onboarding';
import { type FakeReply, installFakeApi } from './fakeApi';

const USER_ID = 7;
const firstStep = TOUR_STEPS[0]?.title ?? '';

/**
 * Renders the dashboard's tour gate with fresh modules (the tour remembers, per page, who closed
 * it), the signed-in user's id in the config store and a fake API.
 */
async function renderGate(
  tourStatus: FakeReply,
  tourComplete: FakeReply = { body: { is_tour_complete: true } },
) {
  const fake = installFakeApi({
    '/api/auditor/additional_info': tourStatus,
    '/api/auditor/tour_complete': tourComplete,
  });
  vi.resetModules();
  const { useConfigStore } = await import('../../../src/client/session/configStore');
  useConfigStore.setState({ config: { USER_ID } as AuditorConfig, status: 'ready' });
  const { TourGate } = await import('../../../src/client/features/tour/TourGate');
  render(<TourGate ready />);
  const posts = () => fake.requests.filter((path) => path === '/api/auditor/tour_complete').length;
  return { fake, posts };
}

/**
 * The tour's first step waits for its lazily imported chunk, freshly evaluated after
 * resetModules: with the whole unit suite running on two cores that took over the 1 s default.
 */
const LAZY_CHUNK = { timeout: 5_000 };

/** Lets the status check, the lazy chunks and any save settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => {
  localStorage.clear();
  // jsdom lays nothing out; reactour scrolls each step's element into view
  Element.prototype.scrollIntoView = vi.fn();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('onboarding tour', () => {
  it('is shown while is_tour_complete is false; Escape closes it and saves completion', async () => {
    const { posts } = await renderGate({ body: { is_tour_complete: false } });
    expect(await screen.findByRole('dialog', { name: firstStep }, LAZY_CHUNK)).toBeTruthy();
    fireEvent.keyDown(window, { key: 'ArrowRight', keyCode: 39 });
    expect(await screen.findByRole('dialog', { name: TOUR_STEPS[1]?.title ?? '' }, LAZY_CHUNK)).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    // waited for, not slept on: on a loaded machine (the whole suite on two cores) the close and its
    // save took over waitFor's 1 s default
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(posts()).toBe(1);
    }, LAZY_CHUNK);
  });

  it('is not shown, nor saved, once complete', async () => {
    const { posts } = await renderGate({ body: { is_tour_complete: true } });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toBe(0);
  });

  it('is not shown when the check fails: it never stands in the way of the dashboard', async () => {
    await renderGate({ status: 500, body: {} });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes even when the save fails, and retries the save next time instead of showing it again', async () => {
    const first = await renderGate({ body: { is_tour_complete: false } }, { status: 500, body: {} });
    fireEvent.click(await screen.findByRole('button', { name: /close the tour/i }, LAZY_CHUNK));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(first.posts()).toBe(1);
    });
    cleanup();

    // a later visit: the server still says incomplete, because it was never told
    const next = await renderGate({ body: { is_tour_complete: false } });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(next.posts()).toBe(1);

    // told now: a third visit does not retry again
    const third = await renderGate({ body: { is_tour_complete: true } });
    await settle();
    expect(third.posts()).toBe(0);
    expect(localStorage.length).toBe(0);
  });
});
