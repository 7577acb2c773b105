import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RepeatAlertList } from '../../src/contract';
import { createUser, type Harness, ORIGIN, sessionFor, startHarness } from './harness';
import { attachProof, createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';

/**
 * Decision 0025, "Screens": the moderator's repeat alerts, each with both reports and both files,
 * newest first.
 */
describe.each(DIALECTS)('repeat alerts for moderators on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h?.close());

  it('lists each repeat with both sides; a deleted file shows no address', async () => {
    const firstAuditor = await createUser(h.db, { firstName: 'Asha' });
    const laterAuditor = await createUser(h.db, { firstName: 'Bina' });
    const first = await createReportWorld(h.db, firstAuditor.id, 'SUBMITTED');
    const later = await createReportWorld(h.db, laterAuditor.id);
    const original = await attachProof(h.db, firstAuditor.id, first.storeId, first.sections.entry, null);
    const copy = await attachProof(h.db, laterAuditor.id, later.storeId, later.sections.entry, null);
    const alertRow = (faultyAttachment: string) => ({
      audit_store_id: later.storeId,
      faulty_report_id: first.storeId,
      faulty_attachment_id: faultyAttachment,
      attachment_id: copy,
    });
    await h.db.insertInto('repeat_alerts').values(alertRow(original)).execute();
    const moderator = await createUser(h.db, { role: 'moderator' });
    const cookie = await sessionFor(h.app, moderator.email, moderator.password);
    const list = async () =>
      (
        await h.app.inject({ url: '/api/moderation/repeat_alert', headers: { cookie, origin: ORIGIN } })
      ).json() as RepeatAlertList;

    const shown = await list();
    expect(shown.total_count).toBe(1);
    expect(shown.alerts[0]).toMatchObject({
      report: {
        report_id: later.storeId,
        file_name: 'front.jpg',
        client_name: 'Brew Co',
        store_name: 'Store 0',
      },
      faulty: { report_id: first.storeId, file_name: 'front.jpg' },
    });
    expect(shown.alerts[0]?.report.auditor_name).toContain('Bina');
    expect(shown.alerts[0]?.faulty.auditor_name).toContain('Asha');
    expect(shown.alerts[0]?.report.file_url).toContain(copy);
    expect(shown.alerts[0]?.faulty.file_url).toContain(original);

    await h.db
      .updateTable('attachments')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', original)
      .execute();
    expect((await list()).alerts[0]?.faulty.file_url).toBeNull();
    for (const bad of ['page=0', 'page=x'])
      expect(
        (await h.app.inject({ url: `/api/moderation/repeat_alert?${bad}`, headers: { cookie } })).statusCode,
      ).toBe(400);
  });
});
