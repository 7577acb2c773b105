import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, postSigned } from '../../src/server/webhooks/postSigned';

/**
 * Where a brand's webhook may be posted (decision 0081): in production, public addresses alone,
 * whether written as a literal or reached through a name; a receiver that answers is told apart
 * from one that does not answer in time.
 */
describe('a webhook post', () => {
  let port = 0;
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    // the slow path never answers: the post's time-out ends it
    if (request.url === '/slow') return;
    response.end('ok');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  const post = (url: string, allowPrivate: boolean, timeoutMs = 2_000) =>
    postSigned(
      { url, secret: 's', deliveryId: 1, event: 'ping', body: '{}', now: new Date() },
      { allowPrivate, timeoutMs },
    );

  it('calls public only what the internet routes, IPv4-mapped addresses unwrapped', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.9',
      '169.254.169.254',
      '::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['93.184.216.34', '2606:4700::1111'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses a private address, as a literal or through a name, before any byte is sent', async () => {
    await expect(post(`http://127.0.0.1:${port}/`, false)).rejects.toThrow('the address is not a public one');
    await expect(post(`http://[::ffff:127.0.0.1]:${port}/`, false)).rejects.toThrow('not a public one');
    await expect(post(`http://localhost:${port}/`, false)).rejects.toThrow('not a public one');
    expect(hits).toBe(0);
    expect(await post(`http://localhost:${port}/`, true)).toEqual({ status: 200 });
    expect(hits).toBe(1);
  });

  it('gives up on an address that does not answer within its time', async () => {
    await expect(post(`http://127.0.0.1:${port}/slow`, true, 300)).rejects.toThrow('no answer within 0.3 s');
  });
});
