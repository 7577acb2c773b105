import { createUser, ORIGIN, sessionFor } from '../tests/server/harness';
import { startPushingServer } from '../tests/server/pushingServer';
import { createApplication, createCycleWithAudits } from '../tests/server/world';

const EVENTS = 40;

/**
 * The time from an event to its push leaving the server: a manager rejects an application (the
 * real route, on SQLite), and the clock stops when the loopback push service (as in the tests)
 * has verified and decrypted the message for the auditor's device. The server's notice sender
 * runs as in production, one look a second plus a look at once after a response that queued a
 * delivery. Events one at a time, each a spread-out while after the last push (0 to 1 s): arriving
 * independently of the sender's tick, as people's actions do, and not chained to its last look.
 */
export async function benchNoticePush(): Promise<Record<string, string>> {
  const { app, t, service, keys, close } = await startPushingServer('sqlite');
  try {
    const manager = await createUser(t.db, { role: 'manager' });
    const managerCookie = await sessionFor(app, manager.email, manager.password);
    const auditor = await createUser(t.db);
    const auditorCookie = await sessionFor(app, auditor.email, auditor.password);
    const device = service.newDevice(keys.publicKey);
    await app.inject({
      method: 'POST',
      url: '/api/auditor/push/subscriptions',
      headers: { cookie: auditorCookie, origin: ORIGIN },
      payload: device.subscription,
    });
    const { auditIds } = await createCycleWithAudits(t.db, { audits: EVENTS });
    const fromAnswer: number[] = [];
    const fromRequest: number[] = [];
    for (const [index, auditId] of auditIds.entries()) {
      await new Promise((resolve) => setTimeout(resolve, (index * 373) % 1000));
      const application = await createApplication(t.db, auditor.id, auditId, 'APPLIED');
      const pushed = new Promise<number>((resolve) => service.onPush(() => resolve(performance.now())));
      const asked = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: `/api/manager/application/${application}/reject`,
        headers: { cookie: managerCookie, origin: ORIGIN },
      });
      const answered = performance.now();
      if (answer.statusCode !== 200) throw new Error(`reject answered ${answer.statusCode}`);
      const at = await pushed;
      fromAnswer.push(at - answered);
      fromRequest.push(at - asked);
    }
    if (service.refusals.length > 0) throw new Error(`push refused: ${service.refusals.join('; ')}`);
    return {
      events: String(EVENTS),
      'decision answered → push at the service, median (ms)': percentile(fromAnswer, 0.5).toFixed(1),
      'decision answered → push at the service, p95 (ms)': percentile(fromAnswer, 0.95).toFixed(1),
      'decision asked → push at the service, median (ms)': percentile(fromRequest, 0.5).toFixed(1),
    };
  } finally {
    await close();
  }
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}
