/**
 * Login throttling (decision 0010). Failed logins are counted three ways, each in a sliding
 * window, so that whoever guesses passwords slows themselves rather than the account's owner:
 *
 * - per address and account: a few quick failures stop that address trying that account;
 * - per address: many failures over many accounts stop that address (password spraying);
 * - per account, from every address: a gentle brake against a distributed guess. While it is on,
 *   only a known device (one that signed in to the account before) may try; so the owner on
 *   their own phone always gets in with the right password, whoever else is guessing.
 *
 * In memory: one server process serves the app (DESIGN "One origin"); a restart forgetting the
 * counts only forgives some failures. Every map is bounded, so a flood of new addresses or
 * e-mail addresses cannot grow the server's memory without end.
 */

export interface ThrottleLimit {
  maxFailures: number;
  windowMs: number;
}

export const LOGIN_LIMITS = {
  addressAndAccount: { maxFailures: 5, windowMs: 60_000 },
  address: { maxFailures: 30, windowMs: 15 * 60_000 },
  account: { maxFailures: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, ThrottleLimit>;

/** Keys kept per counter; the oldest is forgotten first when a flood of new keys arrives. */
const MAX_KEYS = 50_000;

/** Failure times per key in a sliding window, with at most `maxKeys` keys. */
export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit: ThrottleLimit,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.limit.windowMs);
    if (times.length === 0) this.failures.delete(key);
    return times;
  }

  isLimited(key: string, now: number): boolean {
    return this.recent(key, now).length >= this.limit.maxFailures;
  }

  record(key: string, now: number): void {
    // Only the last maxFailures times matter; older ones cannot change the verdict.
    const times = [...this.recent(key, now), now].slice(-this.limit.maxFailures);
    this.failures.delete(key);
    this.failures.set(key, times);
    if (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }
}

export interface LoginAttempt {
  /** the client's address, as the server trusts it (TRUST_PROXY) */
  address: string;
  /** the normalised e-mail address tried */
  account: string;
  /** whether the browser carries this account's known-device mark */
  knownDevice: boolean;
}

/** Which limit refuses an attempt, if any. */
export type ThrottleVerdict = 'addressAndAccount' | 'address' | 'account' | null;

export class LoginThrottle {
  private readonly byAddressAndAccount: FailureCounter;
  private readonly byAddress: FailureCounter;
  private readonly byAccount: FailureCounter;

  constructor(limits: Record<keyof typeof LOGIN_LIMITS, ThrottleLimit> = LOGIN_LIMITS, maxKeys = MAX_KEYS) {
    this.byAddressAndAccount = new FailureCounter(limits.addressAndAccount, maxKeys);
    this.byAddress = new FailureCounter(limits.address, maxKeys);
    this.byAccount = new FailureCounter(limits.account, maxKeys);
  }

  private static pair(attempt: LoginAttempt): string {
    return `${attempt.address}\n${attempt.account}`;
  }

  /** Checked before the password is: a refused attempt costs no password hashing. */
  verdict(attempt: LoginAttempt, now = Date.now()): ThrottleVerdict {
    if (this.byAddressAndAccount.isLimited(LoginThrottle.pair(attempt), now)) return 'addressAndAccount';
    if (this.byAddress.isLimited(attempt.address, now)) return 'address';
    if (!attempt.knownDevice && this.byAccount.isLimited(attempt.account, now)) return 'account';
    return null;
  }

  recordFailure(attempt: LoginAttempt, now = Date.now()): void {
    this.byAddressAndAccount.record(LoginThrottle.pair(attempt), now);
    this.byAddress.record(attempt.address, now);
    this.byAccount.record(attempt.account, now);
  }

  /**
   * The right password: that address may try that account afresh, and the account's brake is
   * released. The address's own count stays: signing in to one's own account must not wipe out a
   * spray of failures against others.
   */
  recordSuccess(attempt: LoginAttempt): void {
    this.byAddressAndAccount.reset(LoginThrottle.pair(attempt));
    this.byAccount.reset(attempt.account);
  }
}
