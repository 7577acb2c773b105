import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';
import { daysFromToday } from './world';

function caller(app: FastifyInstance, cookie: string) {
  return {
    get: (url: string) => app.inject({ url: `/api/auditor/${url}`, headers: { cookie } }),
    post: (url: string, payload: object = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/auditor/${url}`,
        headers: { cookie, origin: ORIGIN },
        payload,
      }),
  };
}

/**
 * Agree opens on the audit date and closes when a report could no longer be submitted (the
 * contract's `agreeWindow`); a report agreed while open keeps taking its answers whatever the date.
 */
describe.each(DIALECTS)('the Agree window around the audit date on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  async function auditor() {
    const user = await createUser(h.db);
    return { user, api: caller(h.app, await sessionFor(h.app, user.email, user.password)) };
  }

  it('refuses Agree two days before the audit date, and the audit stays assigned', async () => {
    const me = await auditor();
    const early = await createReportWorld(h.db, me.user.id, 'ASSIGNED', daysFromToday(2));
    const refused = await me.api.post(`audit_store/${early.storeId}/acknowledge`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([REPORT_MESSAGES.agreeNotYet]);
    expect((await me.api.get(`audit_store/${early.storeId}`)).json().status).toBe('ASSIGNED');
    // nor can it be filled: an answer needs an agreed report
    const answer = await me.api.post(`question/${early.questions.greeted}/answer`, {
      audit_store: early.storeId,
      answer_text: ['Yes'],
      status: true,
    });
    expect(answer.statusCode).toBe(400);
  });

  it('accepts Agree on the audit date and up to 2 days after; refuses it later', async () => {
    const me = await auditor();
    for (const day of [0, -2]) {
      const open = await createReportWorld(h.db, me.user.id, 'ASSIGNED', daysFromToday(day));
      expect((await me.api.post(`audit_store/${open.storeId}/acknowledge`)).statusCode).toBe(200);
    }
    const late = await createReportWorld(h.db, me.user.id, 'ASSIGNED', daysFromToday(-3));
    const refused = await me.api.post(`audit_store/${late.storeId}/acknowledge`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([REPORT_MESSAGES.agreeClosed]);
  });

  it('keeps taking the answers of a report agreed before its date (saves queued offline are not lost)', async () => {
    const me = await auditor();
    const agreed = await createReportWorld(h.db, me.user.id, 'ACKNOWLEDGED', daysFromToday(2));
    const saved = await me.api.post(`question/${agreed.questions.greeted}/answer`, {
      audit_store: agreed.storeId,
      answer_text: ['Yes'],
      status: true,
    });
    expect(saved.statusCode).toBe(200);
    // and a replayed Agree still answers as a replay
    expect((await me.api.post(`audit_store/${agreed.storeId}/acknowledge`)).statusCode).toBe(200);
  });
});
