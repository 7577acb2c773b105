import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditStoreStatus } from '../../src/contract';
import { createUser, type Harness, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createAuditStore, createCycleWithAudits, daysFromToday } from './world';

/**
 * "Your Audits" lists what needs action now first, then what is coming, then what has ended
 * (the contract's `compareForAuditStoreList`): a withdrawn audit dated next week no longer tops
 * the list above the report in progress today.
 */
describe.each(DIALECTS)('the order of GET auditor/audit_store on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  it('puts in progress and due first, then upcoming by date, then ended ones, the most recent first', async () => {
    const user = await createUser(h.db);
    const cookie = await sessionFor(h.app, user.email, user.password);
    const stores: Array<[name: string, status: AuditStoreStatus, day: number]> = [
      ['withdrawn next week', 'AUDITOR_WITHDRAWN', 6],
      ['submitted 3 days ago', 'SUBMITTED', -3],
      ['upcoming in 5 days', 'ASSIGNED', 5],
      ['in progress today', 'ACKNOWLEDGED', 0],
      ['failed yesterday', 'FAILED', -1],
      ['upcoming in 2 days', 'ASSIGNED', 2],
      ['assigned yesterday, not agreed', 'ASSIGNED', -1],
      ['in review last week', 'PM_REVIEW', -7],
    ];
    const { auditIds } = await createCycleWithAudits(h.db, { audits: stores.length });
    const names = new Map<number, string>();
    for (const [index, [name, status, day]] of stores.entries()) {
      const id = await createAuditStore(h.db, user.id, auditIds[index] as number, status);
      await h.db
        .updateTable('audit_stores')
        .set({ audit_date: daysFromToday(day) })
        .where('id', '=', id)
        .execute();
      names.set(id, name);
    }

    const response = await h.app.inject({ url: '/api/auditor/audit_store', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((store: { id: number }) => names.get(store.id))).toEqual([
      'assigned yesterday, not agreed',
      'in progress today',
      'upcoming in 2 days',
      'upcoming in 5 days',
      'withdrawn next week',
      'failed yesterday',
      'submitted 3 days ago',
      'in review last week',
    ]);
  });
});
