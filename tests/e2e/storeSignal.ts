import net from 'node:net';

/**
 * The signal inside a store, as a TCP proxy in front of the app: one uplink shared by every
 * connection, paced to `bytesPerSecond` (the phone's upload), and lost every `cutEveryMs` for
 * `cutForMs`: every open connection is cut, and new ones are refused until it returns. What the
 * phone sends down the uplink is counted, so a test can say how many bytes a file cost.
 */
export interface StoreSignal {
  url: string;
  /** bytes that crossed the uplink (phone to server) since the start */
  bytesUp(): number;
  /** times the signal was lost so far */
  cuts(): number;
  /**
   * The signal comes back for good: no more cuts, and resolves once a cut under way has ended.
   * A test measures on the store's signal, then checks what arrived on a steady one, so a check
   * is not failed by a cut landing on it.
   */
  steady(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
  queued: Buffer[];
  queuedBytes: number;
}

const TICK_MS = 20;
/** what a connection may have waiting for the uplink before its sender is paused */
const QUEUE_LIMIT = 64 * 1024;

export async function startStoreSignal(options: {
  targetPort: number;
  bytesPerSecond: number;
  cutEveryMs: number;
  cutForMs: number;
}): Promise<StoreSignal> {
  const pairs = new Set<Pair>();
  let down = false;
  let bytesUp = 0;
  let cuts = 0;
  let budget = 0;
  let turn = 0;

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream.destroy();
  };
  /** sends what the uplink's budget allows, a connection's turn after another's */
  const pump = () => {
    const waiting = [...pairs].filter((pair) => pair.queuedBytes > 0);
    while (budget >= 1 && waiting.length > 0) {
      const pair = waiting[turn++ % waiting.length] as Pair;
      const head = pair.queued[0] as Buffer;
      const size = Math.min(Math.floor(budget), head.length, 16 * 1024);
      if (!pair.upstream.destroyed) pair.upstream.write(head.subarray(0, size));
      bytesUp += size;
      budget -= size;
      pair.queuedBytes -= size;
      if (size === head.length) pair.queued.shift();
      else pair.queued[0] = head.subarray(size);
      if (pair.queuedBytes === 0) waiting.splice(waiting.indexOf(pair), 1);
      if (pair.queuedBytes < QUEUE_LIMIT && pair.client.isPaused()) pair.client.resume();
    }
  };
  const pacer = setInterval(() => {
    budget = Math.min(budget + (options.bytesPerSecond * TICK_MS) / 1000, options.bytesPerSecond / 10);
    pump();
  }, TICK_MS);
  const outages = setInterval(() => {
    down = true;
    cuts += 1;
    for (const pair of [...pairs]) drop(pair);
    setTimeout(() => {
      down = false;
    }, options.cutForMs);
  }, options.cutEveryMs);

  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(options.targetPort, '127.0.0.1');
    const pair: Pair = { client, upstream, queued: [], queuedBytes: 0 };
    pairs.add(pair);
    client.on('data', (chunk: Buffer) => {
      pair.queued.push(chunk);
      pair.queuedBytes += chunk.length;
      if (pair.queuedBytes >= QUEUE_LIMIT) client.pause();
    });
    // the downlink is not what a store's signal starves
    upstream.on('data', (chunk: Buffer) => {
      if (!client.destroyed) client.write(chunk);
    });
    client.on('error', () => drop(pair)).on('close', () => drop(pair));
    upstream.on('error', () => drop(pair)).on('close', () => drop(pair));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the signal has no port');
  return {
    url: `http://localhost:${address.port}`,
    bytesUp: () => bytesUp,
    cuts: () => cuts,
    steady: async () => {
      clearInterval(outages);
      while (down) await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(pacer);
        clearInterval(outages);
        for (const pair of [...pairs]) drop(pair);
        server.close(() => resolve());
      }),
  };
}
