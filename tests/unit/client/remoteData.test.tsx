import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemoteData } from '../../../src/client/session/useRemoteData';

/** A load the test answers by hand, one answer per call, in any order. */
function manualLoads<T>() {
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = () =>
    new Promise<T>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { load, pending };
}

describe('remote data of a screen', () => {
  it('keeps what is shown when a background refresh fails, and shows the error when a first load does', async () => {
    const loads = manualLoads<string[]>();
    const { result } = renderHook(() => useRemoteData(loads.load));
    await act(async () => loads.pending[0]?.resolve(['first']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['first'] });

    let refreshed: Promise<void> | undefined;
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(result.current).toMatchObject({ status: 'ready', data: ['first'] });
    await act(async () => {
      loads.pending[1]?.reject(new TypeError('Failed to fetch'));
      await refreshed;
    });
    expect(result.current).toMatchObject({ status: 'ready', data: ['first'] });

    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await act(async () => loads.pending[2]?.reject(new TypeError('Failed to fetch')));
    expect(result.current.status).toBe('error');
  });

  it('applies a change made while the list loads to the list when it arrives', async () => {
    const loads = manualLoads<string[]>();
    const { result } = renderHook(() => useRemoteData(loads.load));
    act(() => result.current.update((items) => [...items.filter((item) => item !== 'new'), 'new']));
    await act(async () => loads.pending[0]?.resolve(['old']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['old', 'new'] });
    act(() => result.current.update((items) => items.filter((item) => item !== 'old')));
    expect(result.current).toMatchObject({ status: 'ready', data: ['new'] });
  });

  it('keeps only the newest load when an older answer arrives last', async () => {
    const loads = manualLoads<string>();
    const { result } = renderHook(() => useRemoteData(loads.load));
    act(() => result.current.retry());
    await act(async () => loads.pending[1]?.resolve('newer'));
    await act(async () => loads.pending[0]?.resolve('older'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'newer' }));
  });
});
