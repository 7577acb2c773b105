import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useConfigStore } from '../../../src/client/session/configStore';
import { clearFormDrafts } from '../../../src/client/session/formDrafts';
import { useTextDraft } from '../../../src/client/session/useTextDraft';
import type { AuditorConfig } from '../../../src/contract';

/** A store change re-renders the mounted hooks: inside act, so none is left for after the test. */
function signIn(userId: number) {
  act(() => useConfigStore.setState({ config: { USER_ID: userId } as AuditorConfig, status: 'ready' }));
}

beforeEach(() => {
  localStorage.clear();
  signIn(41);
});
afterEach(() => {
  // unmount first: resetting the store under mounted hooks would schedule a render that can run
  // after the file's environment is gone ("window is not defined", failed CI under load)
  cleanup();
  useConfigStore.setState({ config: null, status: 'idle' });
});

describe('form drafts', () => {
  it('keeps each keystroke on the device and shows it when the form opens after the page went away', () => {
    const first = renderHook(() => useTextDraft('withdraw:7'));
    act(() => first.result.current.change('My train'));
    // The page goes away without unmounting anything: a reload, a closed tab, a killed renderer.
    const again = renderHook(() => useTextDraft('withdraw:7'));
    expect(again.result.current.text).toBe('My train');
  });

  it('drops the draft when the form is closed or sent', () => {
    const closed = renderHook(() => useTextDraft('withdraw:7'));
    act(() => closed.result.current.change('not needed'));
    closed.unmount();
    expect(renderHook(() => useTextDraft('withdraw:7')).result.current.text).toBe('');

    const sent = renderHook(() => useTextDraft('concern:7'));
    act(() => sent.result.current.change('sent'));
    act(() => sent.result.current.discard());
    expect(renderHook(() => useTextDraft('concern:7')).result.current.text).toBe('');
  });

  it('keeps the draft of a form that leaves by a link, until the form itself discards it', () => {
    const left = renderHook(() => useTextDraft('apply:12', { keepOnUnmount: true }));
    act(() => left.result.current.change('2026-11-27'));
    left.unmount();
    const back = renderHook(() => useTextDraft('apply:12', { keepOnUnmount: true }));
    expect(back.result.current.text).toBe('2026-11-27');
    act(() => back.result.current.discard());
    expect(renderHook(() => useTextDraft('apply:12')).result.current.text).toBe('');
  });

  it("never shows one user's draft to another, and logout removes every draft", () => {
    const typed = renderHook(() => useTextDraft('withdraw:7'));
    act(() => typed.result.current.change('private words'));
    signIn(42);
    expect(renderHook(() => useTextDraft('withdraw:7')).result.current.text).toBe('');
    signIn(41);
    expect(renderHook(() => useTextDraft('withdraw:7')).result.current.text).toBe('private words');
    clearFormDrafts();
    expect(localStorage.length).toBe(0);
  });
});
