/**
 * The subset of the Web Locks API the offline engine uses, behind an interface so tests can give
 * two engines one shared in-memory lock manager and so browsers without `navigator.locks` still
 * get mutual exclusion inside one context.
 */

export interface HeldLock {
  name: string;
}

export interface LockRequestOptions {
  /** answer `null` at once instead of waiting when the lock is held */
  ifAvailable?: boolean;
  /** abandons a waiting request; the returned promise rejects with an AbortError */
  signal?: AbortSignal;
}

/** Runs `callback` while holding the exclusive lock `name`; the lock is released when it settles. */
export interface LockProvider {
  /**
   * True when a held lock excludes every context of the origin (Web Locks), not just this one.
   * Then a `sending` entry found under the drain lock can only be a dead sender's.
   */
  readonly acrossContexts?: boolean;
  request<T>(
    name: string,
    options: LockRequestOptions,
    callback: (lock: HeldLock | null) => T | Promise<T>,
  ): Promise<T>;
}

/** An in-memory lock manager: exclusive, first come first served, within one JavaScript context. */
export function createMemoryLocks(): LockProvider {
  const held = new Set<string>();
  const queues = new Map<string, Array<() => void>>();

  function release(name: string): void {
    const next = queues.get(name)?.shift();
    // Hand the lock straight to the next waiter so an ifAvailable request cannot slip in between.
    if (next) next();
    else {
      held.delete(name);
      queues.delete(name);
    }
  }

  function waitFor(name: string, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const queue = queues.get(name) ?? [];
      queues.set(name, queue);
      const onAbort = () => {
        const index = queue.indexOf(grant);
        if (index >= 0) queue.splice(index, 1);
        reject(abortError());
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      queue.push(grant);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  return {
    async request(name, options, callback) {
      if (options.signal?.aborted) throw abortError();
      if (held.has(name)) {
        if (options.ifAvailable) return callback(null);
        await waitFor(name, options.signal);
      } else {
        held.add(name);
      }
      try {
        return await callback({ name });
      } finally {
        release(name);
      }
    },
  };
}

function abortError(): Error {
  return new DOMException('The lock request was aborted.', 'AbortError');
}

/** The structural part of the browser's LockManager this module calls. */
interface WebLockManager {
  request(
    name: string,
    options: LockRequestOptions,
    callback: (lock: HeldLock | null) => unknown,
  ): Promise<unknown>;
}

function browserLockManager(): WebLockManager | undefined {
  const nav = (globalThis as { navigator?: { locks?: WebLockManager } }).navigator;
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : undefined;
}

/** Web Locks hold across tabs and the service worker and are freed when a context dies. */
function webLocks(manager: WebLockManager): LockProvider {
  return {
    acrossContexts: true,
    request<T>(
      name: string,
      options: LockRequestOptions,
      callback: (lock: HeldLock | null) => T | Promise<T>,
    ) {
      return manager.request(name, options, callback) as Promise<T>;
    },
  };
}

let fallback: LockProvider | undefined;

/**
 * `navigator.locks` where the browser has it; otherwise one in-memory manager per context, which
 * still keeps this context's callers apart (the sync engine's `sending` timeout covers the rest).
 */
export function defaultLocks(): LockProvider {
  const manager = browserLockManager();
  if (manager) return webLocks(manager);
  fallback ??= createMemoryLocks();
  return fallback;
}
