import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/client/api/http';
import {
  LEAVING,
  refusalMessages,
  toastRefusal,
  useServerAction,
} from '../../../src/client/forms/useServerAction';
import { useToastStore } from '../../../src/client/pageState/toastStore';
import { MESSAGES } from '../../../src/contract';

/** A failed call as the app's HTTP client throws it, with the body the server answered. */
const answered = (status: number, body: unknown): HttpError =>
  new HttpError(new Response(null, { status }), body);

/** A call the test settles by hand. */
function manualCall() {
  let settle = { resolve: (_value?: unknown) => {}, reject: (_error: unknown) => {} };
  const call = vi.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { call, settle: () => settle };
}

const toasts = () => useToastStore.getState().visible.map((toast) => toast.message);

afterEach(() => useToastStore.setState({ visible: [], queue: [] }));

describe('a server action', () => {
  it('is busy while its call runs, and not after', async () => {
    const { result } = renderHook(() => useServerAction(refusalMessages));
    const { call, settle } = manualCall();
    let ran: Promise<void> | undefined;
    act(() => {
      ran = result.current.run(call);
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      settle().resolve();
      await ran;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toEqual([]);
  });

  it("shows a refused call's messages, and clears them when the next call starts", async () => {
    const { result } = renderHook(() => useServerAction(refusalMessages));
    const refusal = answered(400, { non_field_errors: ['The audit was taken meanwhile.'] });
    await act(() =>
      result.current.run(async () => {
        throw refusal;
      }),
    );
    expect(result.current.error).toEqual(['The audit was taken meanwhile.']);
    expect(result.current.busy).toBe(false);

    const { call, settle } = manualCall();
    let ran: Promise<void> | undefined;
    act(() => {
      ran = result.current.run(call);
    });
    expect(result.current.error).toEqual([]);
    await act(async () => {
      settle().resolve();
      await ran;
    });
  });

  it('keeps the last refusal while the next call runs when asked to', async () => {
    const { result } = renderHook(() => useServerAction({ ...refusalMessages, keepWhileBusy: true }));
    await act(() =>
      result.current.run(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(result.current.error).toEqual([MESSAGES.genericError]);
    const { call, settle } = manualCall();
    let ran: Promise<void> | undefined;
    act(() => {
      ran = result.current.run(call);
    });
    expect(result.current.error).toEqual([MESSAGES.genericError]);
    await act(async () => {
      settle().resolve();
      await ran;
    });
  });

  it('shows nothing for the 403 of an ended session, and still runs what follows a failure', async () => {
    const { result } = renderHook(() => useServerAction(refusalMessages));
    const afterFailure = vi.fn();
    const expired = answered(403, { detail: 'Authentication credentials were not provided.' });
    await act(() =>
      result.current.run(async () => {
        throw expired;
      }, afterFailure),
    );
    expect(result.current.error).toEqual([]);
    expect(result.current.busy).toBe(false);
    expect(afterFailure).toHaveBeenCalledWith(expired, undefined);
  });

  it('hands what a refusal shows to what follows it', async () => {
    const { result } = renderHook(() => useServerAction(refusalMessages));
    const afterFailure = vi.fn();
    const refusal = answered(400, { non_field_errors: ['Already paid.'] });
    await act(() =>
      result.current.run(async () => {
        throw refusal;
      }, afterFailure),
    );
    expect(afterFailure).toHaveBeenCalledWith(refusal, ['Already paid.']);
  });

  it('sends nothing for a second tap while the first call runs', async () => {
    const { result } = renderHook(() => useServerAction(refusalMessages));
    const { call, settle } = manualCall();
    let first: Promise<void> | undefined;
    act(() => {
      first = result.current.run(call);
      // the same tap twice, before the page has shown the first as busy
      void result.current.run(call);
    });
    await act(() => result.current.run(call));
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => {
      settle().resolve();
      await first;
    });
    act(() => {
      void result.current.run(call);
    });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('stays busy after a call that leaves the page', async () => {
    const { result } = renderHook(() => useServerAction(refusalMessages));
    const call = vi.fn(async () => LEAVING);
    await act(() => result.current.run(call));
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(call));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('tells a refusal by a toast when the page shows it so, and a 403 by none', async () => {
    const { result } = renderHook(() => useServerAction(toastRefusal(() => MESSAGES.genericError)));
    await act(() =>
      result.current.run(async () => {
        throw answered(403, {});
      }),
    );
    expect(toasts()).toEqual([]);
    await act(() =>
      result.current.run(async () => {
        throw answered(500, {});
      }),
    );
    expect(toasts()).toEqual([MESSAGES.genericError]);
  });
});
