import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compassPoint,
  type ReviewQueue,
  untimedEntriesText,
  VISIT_CHAIN_START,
  VISIT_MESSAGES,
  type VisitEntry,
  type VisitEvidence,
  visitEntryHash,
} from '../../src/contract';
import { storeOfReport } from '../../src/server/repositories/visitEntries';
import { issueTimeToken } from '../../src/server/visit/timeTokens';
import { resolveVisitSigner } from '../../src/server/visit/visitSigner';
import { createUser, ORIGIN, sessionFor } from './harness';
import { attachProof, createReportWorld } from './reportWorld';
import { DIALECTS } from './testDb';
import { recordedVisit, startVisitHarness, type VisitHarness } from './visitWorld';
import { daysFromToday } from './world';

/**
 * What a reviewer reads of a visit (decision 0045): each fix as a distance and a compass point
 * from the store, the time on site, the device's clock against the server's, the seal; a fix far
 * from the store flags the visit. No position leaves the server this way.
 */
describe.each(DIALECTS)('the visit evidence on %s', (dialect) => {
  let v: VisitHarness;
  /** the report's store, where the server measures from */
  const storeAt = async (storeId: number) => {
    const store = await storeOfReport(v.h.db, storeId);
    return { lat: store.latitude, lng: store.longitude };
  };

  beforeAll(async () => {
    v = await startVisitHarness(dialect);
  });
  afterAll(() => v?.close());

  it('reads fixes as distances from the store, the time on site, and a moved clock', async () => {
    const { storeId } = await createReportWorld(v.h.db, v.auditor.id);
    const store = await storeAt(storeId);
    const signer = await resolveVisitSigner(null, v.dataDir, false);
    if (!signer) throw new Error('no signer');
    const issued = Date.now() - 60 * 60_000;
    const token = issueTimeToken(signer, new Date(issued));
    const fixes: Array<[number, { lat: number; lng: number; accuracy_m: number }, number]> = [
      // [minutes after the token, where, how far the device's clock is ahead]
      [0, { lat: store.lat, lng: store.lng, accuracy_m: 10 }, 0],
      [25, { lat: store.lat + 0.0001, lng: store.lng, accuracy_m: 8 }, 0],
      // 40 minutes in, 2 km east, on a phone three hours ahead
      [40, { lat: store.lat, lng: store.lng + 0.019, accuracy_m: 20 }, 3 * 3_600_000],
    ];
    let prev = VISIT_CHAIN_START;
    for (const [index, [minutes, value, ahead]] of fixes.entries()) {
      const elapsed = minutes * 60_000;
      const entry: VisitEntry = {
        seq: index + 1,
        kind: 'position',
        ref: null,
        value,
        device_at: new Date(issued + elapsed + ahead).toISOString(),
        time: { token, elapsed_ms: elapsed },
        prev,
      };
      prev = visitEntryHash(entry);
      const sent = await v.h.app.inject({
        method: 'POST',
        url: `/api/auditor/audit_store/${storeId}/visit_entry`,
        headers: { cookie: v.auditor.cookie, origin: ORIGIN },
        payload: { ...entry, hash: prev },
      });
      expect(sent.statusCode).toBe(200);
    }
    await v.h.db.updateTable('audit_stores').set({ status: 'SUBMITTED' }).where('id', '=', storeId).execute();

    const response = await v.h.app.inject({
      method: 'GET',
      url: `/api/review/report/${storeId}/visit_evidence`,
      headers: { cookie: v.qa },
    });
    const evidence = response.json() as VisitEvidence;
    expect(evidence.entries).toBe(3);
    expect(evidence.fixes.map((fix) => fix.distance_m)).toEqual([0, 11, expect.any(Number)]);
    const east = evidence.fixes[2];
    expect(east?.distance_m).toBeGreaterThan(1_900);
    expect(east?.distance_m).toBeLessThan(2_100);
    expect(compassPoint(east?.bearing_deg ?? -1)).toBe('E');
    expect(evidence.fixes.every((fix) => fix.trusted_time)).toBe(true);
    expect(evidence.on_site).toEqual({
      from: new Date(issued).toISOString(),
      to: new Date(issued + 40 * 60_000).toISOString(),
      minutes: 40,
    });
    expect(evidence.clock).toEqual({ flagged: 1, worst_ms: 3 * 3_600_000 });
    expect(evidence.far_from_store).toBe(true);
    expect(evidence.seal).toBeNull();
    // distances and bearings only: no coordinate leaves this way
    expect(JSON.stringify(evidence)).not.toMatch(/"(lat|lng|latitude|longitude)"/);
  });

  it('reads each proof’s capture time against the visit’s window, and counts proofs seen in other reports', async () => {
    const { world, entries, head } = await recordedVisit(v.h.db, v.auditor.id);
    for (const entry of entries)
      expect((await v.post(`audit_store/${world.storeId}/visit_entry`, entry)).statusCode).toBe(200);
    const early = await attachProof(v.h.db, v.auditor.id, world.storeId, world.sections.entry, world.tagId);
    const undated = await attachProof(v.h.db, v.auditor.id, world.storeId, world.sections.entry, world.tagId);
    const captured = (id: string, at: string | null) =>
      v.h.db.updateTable('attachments').set({ captured_at: at }).where('id', '=', id).execute();
    // the recorded proof 20 minutes before the first entry (inside the hour allowed), another three days before
    await captured(
      world.proofId,
      new Date(Date.parse(entries[0]?.device_at ?? '') - 20 * 60_000).toISOString(),
    );
    await captured(early, daysFromToday(-3));
    await captured(undated, null);
    await v.h.db
      .insertInto('repeat_alerts')
      .values({
        audit_store_id: world.storeId,
        faulty_report_id: 1,
        faulty_attachment_id: null,
        attachment_id: early,
      })
      .execute();
    expect(
      (
        await v.post(`audit_store/${world.storeId}/submit`, {
          report_submission_time: '0:20:00',
          visit_head: head,
        })
      ).statusCode,
    ).toBe(200);
    const evidence = (
      await v.h.app.inject({
        method: 'GET',
        url: `/api/review/report/${world.storeId}/visit_evidence`,
        headers: { cookie: v.qa },
      })
    ).json() as VisitEvidence;
    expect(evidence.proofs).toMatchObject({
      inside: 1,
      outside: [{ id: early, file_name: 'front.jpg' }],
      undated: 1,
      repeats: 1,
    });
    expect(Date.parse(evidence.proofs.window?.from ?? '')).toBe(
      Date.parse(entries[0]?.device_at ?? '') - 60 * 60_000,
    );
  });

  it('says nothing was recorded for a visit without a record, and is not another brand’s client’s', async () => {
    const { storeId } = await createReportWorld(v.h.db, v.auditor.id, 'SUBMITTED');
    const url = `/api/review/report/${storeId}/visit_evidence`;
    const evidence = (
      await v.h.app.inject({ method: 'GET', url, headers: { cookie: v.qa } })
    ).json() as VisitEvidence;
    expect(evidence).toMatchObject({ entries: 0, fixes: [], on_site: null, far_from_store: false });
    const client = await createUser(v.h.db, { role: 'client' });
    const cookie = await sessionFor(v.h.app, client.email, client.password);
    expect((await v.h.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404);
  });

  it('flags a visit in the QA queue: far from the store, a moved clock, not on the audit day', async () => {
    const signer = await resolveVisitSigner(null, v.dataDir, false);
    if (!signer) throw new Error('no signer');
    const token = issueTimeToken(signer, new Date());
    const visit = async (auditDate: string, positions: Array<{ north: number; ahead: number }>) => {
      const { storeId } = await createReportWorld(v.h.db, v.auditor.id, 'ACKNOWLEDGED', auditDate);
      const store = await storeAt(storeId);
      let prev = VISIT_CHAIN_START;
      for (const [index, { north, ahead }] of positions.entries()) {
        const entry: VisitEntry = {
          seq: index + 1,
          kind: 'position',
          ref: null,
          value: { lat: store.lat + north, lng: store.lng, accuracy_m: 15 },
          device_at: new Date(Date.now() + ahead).toISOString(),
          time: { token, elapsed_ms: 0 },
          prev,
        };
        prev = visitEntryHash(entry);
        expect(
          (await v.post(`audit_store/${storeId}/visit_entry`, { ...entry, hash: prev })).statusCode,
        ).toBe(200);
      }
      await v.h.db
        .updateTable('audit_stores')
        .set({ status: 'SUBMITTED' })
        .where('id', '=', storeId)
        .execute();
      return storeId;
    };
    // three days after its audit date, 2 km north, one entry on a phone three hours ahead
    const doubtful = await visit(daysFromToday(-3), [
      { north: 0, ahead: 0 },
      { north: 0.018, ahead: 3 * 3_600_000 },
    ]);
    const honest = await visit(daysFromToday(0), [{ north: 0.0001, ahead: 0 }]);

    const queue = (
      await v.h.app.inject({ method: 'GET', url: '/api/review/report', headers: { cookie: v.qa } })
    ).json() as ReviewQueue;
    const flagsOf = (id: number) => queue.reports.find((report) => report.id === id)?.visit_flags;
    expect(flagsOf(doubtful)).toEqual(['clock_moved', 'far_from_store', 'not_on_audit_day']);
    expect(flagsOf(honest)).toEqual([]);
  });

  it('refuses a forged time token, and flags a visit of untimed entries dated days back (decision 0067)', async () => {
    const { storeId } = await createReportWorld(v.h.db, v.auditor.id, 'ACKNOWLEDGED', daysFromToday(-3));
    const store = await storeAt(storeId);
    const threeDaysBack = Date.now() - 3 * 86_400_000;
    const entryAt = (seq: number, prev: string, time: VisitEntry['time']): VisitEntry => ({
      seq,
      kind: 'position',
      ref: null,
      value: { lat: store.lat, lng: store.lng, accuracy_m: 10 },
      device_at: new Date(threeDaysBack + seq * 60_000).toISOString(),
      time,
      prev,
    });
    // a token this server never signed is refused by name, not read as none
    const signer = await resolveVisitSigner(null, v.dataDir, false);
    if (!signer) throw new Error('no signer');
    const real = issueTimeToken(signer, new Date(threeDaysBack));
    const [payload] = real.split('.');
    const forged = entryAt(1, VISIT_CHAIN_START, {
      token: `${payload}.${'A'.repeat(86)}`,
      elapsed_ms: 60_000,
    });
    const refused = await v.post(`audit_store/${storeId}/visit_entry`, {
      ...forged,
      hash: visitEntryHash(forged),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ time: [VISIT_MESSAGES.timeTokenInvalid] });

    // the same entries with no token at all: taken, each bounded only by its arrival, today
    let prev = VISIT_CHAIN_START;
    for (const seq of [1, 2, 3]) {
      const entry = entryAt(seq, prev, null);
      prev = visitEntryHash(entry);
      expect((await v.post(`audit_store/${storeId}/visit_entry`, { ...entry, hash: prev })).statusCode).toBe(
        200,
      );
    }
    await v.h.db.updateTable('audit_stores').set({ status: 'SUBMITTED' }).where('id', '=', storeId).execute();

    const queue = (
      await v.h.app.inject({ method: 'GET', url: '/api/review/report', headers: { cookie: v.qa } })
    ).json() as ReviewQueue;
    expect(queue.reports.find((report) => report.id === storeId)?.visit_flags).toEqual(['unbounded_time']);
    const evidence = (
      await v.h.app.inject({
        method: 'GET',
        url: `/api/review/report/${storeId}/visit_evidence`,
        headers: { cookie: v.qa },
      })
    ).json() as VisitEvidence;
    expect(evidence.untimed).toEqual({ entries: 3, unbounded: 3 });
    expect(untimedEntriesText(evidence.untimed.entries, evidence.entries)).toBe(
      '3 of 3 entries have no server time: their times are the phone’s claim.',
    );
  });
});
