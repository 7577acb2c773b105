import type { FastifyInstance } from 'fastify';
import type { DeliverySender } from '../domain/notices/deliverySender';

/**
 * Runs this instance's notice sender (domain/notices/deliverySender.ts) while the server is up:
 * a look at the queue every `everyMs`, and again at once while the last look found work. Every
 * instance runs one; the queue's claims keep them from sending a delivery twice. A close waits for
 * the look under way, so a stop between a claim and its outcome is a crash, not a routine.
 */
export function runNoticeDeliveries(app: FastifyInstance, sender: DeliverySender, everyMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> = Promise.resolve();
  let stopped = false;

  async function look(): Promise<void> {
    try {
      while (!stopped && (await sender.sendDue()) > 0) {
        // what was claimed is sent; look again for more
      }
    } catch (error) {
      app.log.error({ err: error }, 'the notice sender failed; it looks again shortly');
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      looking = look().then(schedule);
    }, everyMs).unref();
  }

  app.addHook('onReady', async () => schedule());
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await looking;
  });
}
