import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract';
import { FailureCounter } from '../../src/server/auth/failureStores';
import { KNOWN_DEVICE_COOKIE } from '../../src/server/auth/knownDevice';
import { LOGIN_LIMITS } from '../../src/server/auth/loginThrottle';
import { createUser, type Harness, ORIGIN, startHarness } from './harness';

/**
 * Decision 0010: five wrong passwords from anywhere used to lock the owner out, even with the
 * right password from another address. Now the guesser slows themselves (decision 0010).
 */
describe('login throttling', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite');
  });
  afterAll(() => h?.close());

  let addressCounter = 0;
  /** A fresh client address, as a different network would be. */
  const newAddress = () => {
    addressCounter += 1;
    return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.7`;
  };

  function tryLogin(email: string, password: string, address: string, cookie?: string) {
    return h.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: address,
      headers: {
        origin: ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
        ...(cookie ? { cookie } : {}),
      },
      payload: new URLSearchParams({ email, password, next: '/' }).toString(),
    });
  }

  const knownDeviceCookie = (response: LightMyRequestResponse) => {
    const mark = response.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
    if (!mark) throw new Error('no known-device mark after a login');
    return `${KNOWN_DEVICE_COOKIE}=${mark.value}`;
  };

  it('stops an address that guessed one account, and only for that account; the owner elsewhere gets in', async () => {
    const owner = await createUser(h.db);
    const bystander = await createUser(h.db);
    const attacker = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.addressAndAccount.maxFailures; i += 1)
      expect((await tryLogin(owner.email, 'a wrong guess', attacker)).statusCode).toBe(400);
    const stopped = await tryLogin(owner.email, owner.password, attacker);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.body).toContain(MESSAGES.loginRateLimited);
    // the owner, from their own network and a device never seen before
    expect((await tryLogin(owner.email, owner.password, newAddress())).statusCode).toBe(303);
    // the attacker's address may still sign in to another account
    expect((await tryLogin(bystander.email, bystander.password, attacker)).statusCode).toBe(303);
  });

  it('stops an address that sprays guesses over many accounts, and no one else', async () => {
    const sprayer = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.address.maxFailures; i += 1)
      expect((await tryLogin(`nobody-${i}@example.test`, 'a guess', sprayer)).statusCode).toBe(400);
    const user = await createUser(h.db);
    const stopped = await tryLogin(user.email, user.password, sprayer);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.body).toContain(MESSAGES.loginAddressLimited);
    expect((await tryLogin(user.email, user.password, newAddress())).statusCode).toBe(303);
  });

  it("brakes an account guessed from many addresses, except for the owner's known device", async () => {
    const owner = await createUser(h.db);
    const phone = knownDeviceCookie(await tryLogin(owner.email, owner.password, newAddress()));
    for (let i = 0; i < LOGIN_LIMITS.account.maxFailures; i += 1)
      expect((await tryLogin(owner.email, 'a distributed guess', newAddress())).statusCode).toBe(400);

    // a device that never signed in to the account waits, even with the right password
    const stranger = await tryLogin(owner.email, owner.password, newAddress());
    expect(stranger.statusCode).toBe(429);
    expect(stranger.body).toContain(MESSAGES.loginAccountBraked);
    // the owner's phone, on yet another network, gets in with the right password
    expect((await tryLogin(owner.email, owner.password, newAddress(), phone)).statusCode).toBe(303);
  });

  it("does not let another account's mark pass the brake", async () => {
    const owner = await createUser(h.db);
    const attacker = await createUser(h.db);
    const attackerMark = knownDeviceCookie(await tryLogin(attacker.email, attacker.password, newAddress()));
    for (let i = 0; i < LOGIN_LIMITS.account.maxFailures; i += 1)
      await tryLogin(owner.email, 'a distributed guess', newAddress(), attackerMark);
    const forged = `${KNOWN_DEVICE_COOKIE}=${'A'.repeat(32)}`;
    expect((await tryLogin(owner.email, owner.password, newAddress(), forged)).statusCode).toBe(429);
    expect((await tryLogin(owner.email, owner.password, newAddress(), attackerMark)).statusCode).toBe(429);
  });
});

describe('the failure counter', () => {
  it('refuses at the limit within the window and forgets after it', () => {
    const counter = new FailureCounter({ maxFailures: 3, windowMs: 1000 });
    for (const t of [0, 10, 20]) counter.record('a', t);
    expect(counter.isLimited('a', 500)).toBe(true);
    expect(counter.isLimited('a', 1015)).toBe(false);
    expect(counter.isLimited('b', 500)).toBe(false);
  });

  it('keeps at most its number of keys, forgetting the oldest first', () => {
    const counter = new FailureCounter({ maxFailures: 1, windowMs: 60_000 }, 3);
    for (const key of ['a', 'b', 'c', 'd', 'e']) counter.record(key, 0);
    expect(counter.size).toBe(3);
    expect(counter.isLimited('a', 1)).toBe(false);
    expect(counter.isLimited('e', 1)).toBe(true);
  });
});
