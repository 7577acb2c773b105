import type { OfflineDb } from './db';

/** How long a part waits for the outbox's calls before it goes anyway (a stuck outbox must not stop it). */
const OUTBOX_FIRST_MS = 5_000;
const OUTBOX_POLL_MS = 200;

/**
 * Pacing (decision 0071): before each part of a large file, the outbox's calls due now go first,
 * so an answer saved while a video uploads is not left behind it on a weak link.
 */
export async function outboxFirst(db: OfflineDb): Promise<void> {
  const until = Date.now() + OUTBOX_FIRST_MS;
  while (Date.now() < until) {
    const at = Date.now();
    const due = await db.outbox
      .where('state')
      .anyOf('pending', 'sending')
      .filter((entry) => entry.state === 'sending' || entry.nextAttemptAt <= at)
      .count();
    if (due === 0) return;
    await new Promise((resolve) => setTimeout(resolve, OUTBOX_POLL_MS));
  }
}
