import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_REST_MS } from '../../src/server/auth/failureStores';
import { createUser, type Harness, login, startHarness } from './harness';
import { startTcpProxy, type TcpProxy } from './tcpProxy';

const REDIS_URL = process.env.TEST_REDIS_URL;
/**
 * docs/rules.md#durability-and-concurrency (decision 0029): a dead or stalled Redis adds at most
 * this much to a login.
 */
const MOST_ADDED_MS = 300;

async function timedLogin(harness: Harness, email: string, password: string) {
  const started = performance.now();
  const response = await login(harness.app, email, password);
  return { status: response.statusCode, ms: performance.now() - started };
}

/** The median of three right-password logins on a server without Redis: the password hash's cost. */
async function baselineLoginMs(): Promise<number> {
  const harness = await startHarness('sqlite');
  try {
    const user = await createUser(harness.db);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) times.push((await timedLogin(harness, user.email, user.password)).ms);
    return times.sort((a, b) => a - b)[1] as number;
  } finally {
    await harness.close();
  }
}

async function unusedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Redis holds only login failure windows and form rate limits (docs/deploy.md): when it is dead or
 * stalls, logins go on without it (failing open) and wait at most a command timeout for it.
 */
describe('logins while Redis is dead', () => {
  let baseline: number;
  beforeAll(async () => {
    baseline = await baselineLoginMs();
  });

  it('Redis at a port nobody listens on: every login succeeds at once', async () => {
    const harness = await startHarness('sqlite', { REDIS_URL: `redis://127.0.0.1:${await unusedPort()}` });
    try {
      const user = await createUser(harness.db);
      for (let i = 0; i < 4; i++) {
        const attempt = await timedLogin(harness, user.email, user.password);
        expect(attempt.status).toBe(303);
        expect(attempt.ms).toBeLessThan(baseline + MOST_ADDED_MS);
      }
    } finally {
      await harness.close();
    }
  });
});

describe.runIf(REDIS_URL)('logins while Redis stops answering mid-way', () => {
  let baseline: number;
  let proxy: TcpProxy;
  let harness: Harness;
  beforeAll(async () => {
    baseline = await baselineLoginMs();
    const target = new URL(REDIS_URL as string);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    harness = await startHarness('sqlite', { REDIS_URL: `redis://127.0.0.1:${proxy.port}` });
  });
  afterAll(async () => {
    await harness?.close();
    await proxy?.close();
  });

  it('logins succeed within the bound while it stalls, and the shared limits count again after', async () => {
    const user = await createUser(harness.db);
    expect((await timedLogin(harness, user.email, user.password)).status).toBe(303);
    proxy.stall();
    try {
      for (let i = 0; i < 3; i++) {
        const attempt = await timedLogin(harness, user.email, user.password);
        expect(attempt.status).toBe(303);
        expect(attempt.ms).toBeLessThan(baseline + MOST_ADDED_MS);
      }
    } finally {
      proxy.resume();
    }
    // Once Redis answers again (and the throttle's rest is over), failures count in it again.
    await new Promise((r) => setTimeout(r, REDIS_REST_MS + 200));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(harness.app, user.email, 'wrong password')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  }, 20_000);
});
