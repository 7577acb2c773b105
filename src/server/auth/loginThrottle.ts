import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../contract';

/**
 * Counts failed logins per e-mail address in a sliding window. In memory: one server process
 * serves the app (DESIGN "One origin"), and a restart forgetting the counts is harmless.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures = LOGIN_MAX_FAILURES,
    private readonly windowMs = LOGIN_FAILURE_WINDOW_MS,
  ) {}

  private recent(address: string, now: number): number[] {
    const times = (this.failures.get(address) ?? []).filter((t) => now - t < this.windowMs);
    if (times.length) this.failures.set(address, times);
    else this.failures.delete(address);
    return times;
  }

  isLimited(address: string, now = Date.now()): boolean {
    return this.recent(address, now).length >= this.maxFailures;
  }

  recordFailure(address: string, now = Date.now()): void {
    this.failures.set(address, [...this.recent(address, now), now]);
  }

  reset(address: string): void {
    this.failures.delete(address);
  }
}
