import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS, useDraftText } from '../../../src/client/features/report/useDraftText';

afterEach(() => {
  vi.useRealTimers();
});

describe('typed report text', () => {
  it('saves once after a pause in typing, with the last text', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const { result } = renderHook(() => useDraftText('', save));
    act(() => result.current.change('Pri'));
    act(() => result.current.change('Priya'));
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SAVE_DEBOUNCE_MS));
    expect(save).toHaveBeenCalledExactlyOnceWith('Priya');
  });

  it('saves at once when the page is closed before the pause ends', () => {
    vi.useFakeTimers();
    const save = vi.fn();
    const { result } = renderHook(() => useDraftText('', save));
    act(() => result.current.change('typed just before closing'));
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledExactlyOnceWith('typed just before closing');
    act(() => vi.advanceTimersByTime(SAVE_DEBOUNCE_MS));
    expect(save).toHaveBeenCalledTimes(1); // not sent twice
  });

  it('saves at once when the tab is hidden', () => {
    const save = vi.fn();
    const { result } = renderHook(() => useDraftText('', save));
    act(() => result.current.change('switching apps'));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(save).toHaveBeenCalledExactlyOnceWith('switching apps');
  });
});
