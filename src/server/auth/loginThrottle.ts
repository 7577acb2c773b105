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
 * The counts live where every instance sees them: in Redis when REDIS_URL is set (several
 * instances, docs/deploy.md: failureStores.ts), otherwise in this process's memory, bounded, so a
 * flood of new addresses or e-mail addresses cannot grow it without end; a restart then forgives
 * some failures.
 */
import type { FailureStore, ThrottleLimit } from './failureStores';

export const LOGIN_LIMITS = {
  addressAndAccount: { maxFailures: 5, windowMs: 60_000 },
  address: { maxFailures: 30, windowMs: 15 * 60_000 },
  account: { maxFailures: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, ThrottleLimit>;

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

/** The three counters' names, as the stores key them. */
type CounterName = keyof typeof LOGIN_LIMITS;

export class LoginThrottle {
  constructor(
    private readonly store: FailureStore,
    private readonly limits: Record<CounterName, ThrottleLimit> = LOGIN_LIMITS,
  ) {}

  private static pair(attempt: LoginAttempt): string {
    return `${attempt.address}\n${attempt.account}`;
  }

  private counters(attempt: LoginAttempt): Array<[CounterName, string]> {
    return [
      ['addressAndAccount', LoginThrottle.pair(attempt)],
      ['address', attempt.address],
      ['account', attempt.account],
    ];
  }

  /** Checked before the password is: a refused attempt costs no password hashing. */
  async verdict(attempt: LoginAttempt, now = Date.now()): Promise<ThrottleVerdict> {
    const limited = await Promise.all(
      this.counters(attempt).map(([name, key]) => this.store.isLimited(name, key, this.limits[name], now)),
    );
    if (limited[0]) return 'addressAndAccount';
    if (limited[1]) return 'address';
    if (!attempt.knownDevice && limited[2]) return 'account';
    return null;
  }

  async recordFailure(attempt: LoginAttempt, now = Date.now()): Promise<void> {
    await Promise.all(
      this.counters(attempt).map(([name, key]) => this.store.record(name, key, this.limits[name], now)),
    );
  }

  /**
   * The right password: that address may try that account afresh, and the account's brake is
   * released. The address's own count stays: signing in to one's own account must not wipe out a
   * spray of failures against others.
   */
  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.store.reset('addressAndAccount', LoginThrottle.pair(attempt)),
      this.store.reset('account', attempt.account),
    ]);
  }
}
