import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A brand's own receiver for its webhook (decision 0081): keeps what it is posted, answers 200. */
export async function startReceiver() {
  const received: ReceivedPost[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/auditly`, received, close: () => server.close() };
}
