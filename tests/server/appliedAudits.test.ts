import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppliedAudit, appliedAuditBadge, statusDisplay } from '../../src/contract';
import { createUser, type Harness, sessionFor, startHarness } from './harness';
import { DIALECTS } from './testDb';
import { createApplication, createAuditStore, createCycleWithAudits } from './world';

/**
 * An application stays APPROVED when its audit is withdrawn or fails later; the applied list
 * carries the audit's own state so it can say what became of it rather than "Approved".
 */
describe.each(DIALECTS)('what GET auditor/applied_audits says became of an approval on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  it("carries the audit's current state, and the list's badge shows it", async () => {
    const me = await createUser(h.db);
    const cookie = await sessionFor(h.app, me.email, me.password);
    const { auditIds } = await createCycleWithAudits(h.db, { audits: 4 });
    const [pending, withdrawn, failed, working] = auditIds as [number, number, number, number];
    await createApplication(h.db, me.id, pending, 'APPLIED');
    for (const [auditId, status] of [
      [withdrawn, 'AUDITOR_WITHDRAWN'],
      [failed, 'FAILED'],
      [working, 'ACKNOWLEDGED'],
    ] as const) {
      const application = await createApplication(h.db, me.id, auditId, 'APPROVED');
      await createAuditStore(h.db, me.id, auditId, status, application);
    }

    const response = await h.app.inject({ url: '/api/auditor/applied_audits', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const entries = response.json<{ applied_audits: AppliedAudit[] }>().applied_audits;
    const shown = new Map(
      entries.map((entry) => {
        const badge = appliedAuditBadge(entry);
        return [entry.audit, [entry.audit_store_status, statusDisplay(badge.table, badge.status)?.label]];
      }),
    );
    expect(Object.fromEntries(shown)).toEqual({
      [pending]: [null, 'Pending for Approval'],
      [withdrawn]: ['AUDITOR_WITHDRAWN', 'Auditor Withdrawn'],
      [failed]: ['FAILED', 'Failed'],
      [working]: ['ACKNOWLEDGED', 'In Progress'],
    });
  });
});
