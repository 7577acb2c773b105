import type { FastifyInstance } from 'fastify';
import type { DeliverySender } from '../domain/notices/deliverySender';
import { type DeliveryQueue, takeDeliverySignal } from '../domain/notices/deliverySignal';

/**
 * Runs this instance's notice sender (domain/notices/deliverySender.ts) while the server is up:
 * a look at the queue every `everyMs`, and again at once while the last look found work. Every
 * instance runs one; the queue's claims keep them from sending a delivery twice. A close waits for
 * the look under way, so a stop between a claim and its outcome is a crash, not a routine.
 *
 * A response sent after this process queued a delivery (deliverySignal.ts) starts a look at once:
 * the event's transaction has committed by then, so the look finds it. The time from an event to
 * its push leaving is then the sending's own, not up to a tick's (`npm run bench`, notice push).
 */
export function runNoticeDeliveries(
  app: FastifyInstance,
  sender: DeliverySender,
  everyMs: number,
  queue: DeliveryQueue = 'notices',
): void {
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> = Promise.resolve();
  let stopped = false;
  let running = false;
  let lookAgain = false;

  async function look(): Promise<void> {
    try {
      while (!stopped && (await sender.sendDue()) > 0) {
        // what was claimed is sent; look again for more
      }
    } catch (error) {
      app.log.error({ err: error }, 'the notice sender failed; it looks again shortly');
    }
  }

  async function cycle(): Promise<void> {
    clearTimeout(timer);
    running = true;
    do {
      lookAgain = false;
      await look();
    } while (lookAgain && !stopped);
    running = false;
    schedule();
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      looking = cycle();
    }, everyMs).unref();
  }

  function wake(): void {
    if (stopped) return;
    if (running) lookAgain = true;
    else looking = cycle();
  }

  app.addHook('onReady', async () => schedule());
  app.addHook('onResponse', async () => {
    if (takeDeliverySignal(queue)) wake();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await looking;
  });
}
