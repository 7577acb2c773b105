import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL or Redis, for fault tests on loopback: `stall()` stops every
 * byte both ways (a hung server, a black-holed network) until `resume()`; `cut()` drops every
 * connection at once (a failover, a cut cable). It touches only the connections made through it.
 */
export interface TcpProxy {
  port: number;
  stall(): void;
  resume(): void;
  cut(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let stalled = false;
  /** bytes that arrived during a stall, with where they go, in arrival order */
  let held: Array<{ to: net.Socket; chunk: Buffer }> = [];
  const forward = (to: net.Socket) => (chunk: Buffer) => {
    if (stalled) held.push({ to, chunk });
    else if (!to.destroyed) to.write(chunk);
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');

  return {
    port: address.port,
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const { to, chunk } of held) if (!to.destroyed) to.write(chunk);
      held = [];
    },
    cut() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      held = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
