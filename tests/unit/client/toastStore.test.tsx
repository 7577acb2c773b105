import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../src/client/app/ToastHost';
import { showToast, useToastStore } from '../../../src/client/pageState/toastStore';
import { ERROR_TOAST_TIMEOUT_MS, TOAST_TIMEOUT_MS } from '../../../src/contract';

const messages = () => useToastStore.getState().visible.map((toast) => toast.message);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const toast of [...useToastStore.getState().visible, ...useToastStore.getState().queue]) {
    useToastStore.getState().dismiss(toast.id);
  }
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one at a time and expires each after the toast timeout', () => {
    showToast('Saved');
    showToast('Uploaded');
    expect(messages()).toEqual(['Saved']);

    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(messages()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(['Uploaded']);

    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(messages()).toEqual([]);
  });

  it('keeps a toast with its own timeout for that long', () => {
    showToast('Upload failed', { tone: 'error', timeoutMs: ERROR_TOAST_TIMEOUT_MS });
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(messages()).toEqual(['Upload failed']);
    vi.advanceTimersByTime(ERROR_TOAST_TIMEOUT_MS - TOAST_TIMEOUT_MS);
    expect(messages()).toEqual([]);
  });

  it('does not repeat a message that is already showing', () => {
    showToast('Saved');
    showToast('Saved');
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS);
    expect(messages()).toEqual([]);
  });

  it('is rendered by the host, errors as alerts, and can be closed early', () => {
    render(<ToastHost />);
    act(() => {
      showToast('Could not save', { tone: 'error' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Could not save');

    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
