import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDraftText } from '../../../src/client/features/report/useDraftText';

describe('typed report text', () => {
  it('hands every keystroke to the save at once, with no pause to wait for', () => {
    const save = vi.fn();
    const { result } = renderHook(() => useDraftText('', save));
    act(() => result.current.change('P'));
    act(() => result.current.change('Pr'));
    act(() => result.current.change('Priya'));
    expect(save.mock.calls).toEqual([['P'], ['Pr'], ['Priya']]);
    expect(result.current.draft).toBe('Priya');
  });

  it('keeps what was typed while the stored value still lags behind the keystrokes', () => {
    const save = vi.fn();
    const { result, rerender } = renderHook(({ stored }) => useDraftText(stored, save), {
      initialProps: { stored: '' },
    });
    act(() => result.current.change('ab'));
    act(() => result.current.change('abc'));
    rerender({ stored: 'ab' }); // the first keystroke's commit is read back
    expect(result.current.draft).toBe('abc');
    rerender({ stored: 'abc' });
    expect(result.current.draft).toBe('abc');
  });

  it('shows a stored value that changes elsewhere once its own keystrokes have landed', () => {
    const save = vi.fn();
    const { result, rerender } = renderHook(({ stored }) => useDraftText(stored, save), {
      initialProps: { stored: 'old' },
    });
    act(() => result.current.change('mine'));
    rerender({ stored: 'mine' });
    rerender({ stored: 'from another tab' });
    expect(result.current.draft).toBe('from another tab');
  });
});
