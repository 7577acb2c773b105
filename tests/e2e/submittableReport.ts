import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { AuditStore, Section } from '../../src/contract';
import { getJson } from './reportHelpers';

/**
 * Brings a report in progress to where only one section comment stands between it and a
 * successful submit: every visible question answered (Not Applicable), every other section
 * comment and the summary long enough, and the proofs each section asks for. The proofs are
 * written to the private server's SQLite file as completed uploads (uploading them through the app
 * is what reportProofs.spec.ts tests; here they are only set-up); everything else goes through the
 * API as the app would send it. The one section comment is left `short` characters long.
 */
export async function allButOneSectionComment(
  page: Page,
  sqlitePath: string,
  id: number,
  short: number,
): Promise<{ section: Section }> {
  const sections = await getJson<Section[]>(page, `audit_store/${id}/section`);
  const store = await getJson<AuditStore>(page, `audit_store/${id}`);
  const commented = sections.filter((s) => !s.hide_comment);
  const last = commented.at(-1);
  if (!last) throw new Error('no section with a comment');
  // the server refuses unsafe requests without our Origin, as a browser would send it
  const origin = new URL(page.url()).origin;
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`/api/auditor/${path}`, { data, headers: { origin } });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
  };
  const long = 'Observed in person during the visit, question by question, as the guidelines ask. '.repeat(3);
  for (const question of sections.flatMap((s) => s.questions).filter((q) => !q.hide_question))
    await post(`question/${question.id}/answer`, {
      audit_store: id,
      answer_text: [],
      status: false,
      not_applicable: true,
    });
  for (const section of commented)
    await post(`section/${section.id}/comment`, {
      audit_store: id,
      auditor_comment: section === last ? 'x'.repeat(short) : long,
    });
  if (store.audit.audit_cycle.audit_report_summary)
    await post(`audit_store/${id}/report_summary`, { report_summary: long });
  attachProofs(sqlitePath, id);
  return { section: last };
}

function attachProofs(sqlitePath: string, auditStoreId: number): void {
  const db = new Database(sqlitePath);
  try {
    db.pragma('busy_timeout = 5000');
    const { cycle, ownerId } = db
      .prepare(
        `SELECT a.audit_cycle_id AS cycle, s.auditor_id AS ownerId
         FROM audit_stores s JOIN audits a ON a.id = s.audit_id WHERE s.id = ?`,
      )
      .get(auditStoreId) as { cycle: number; ownerId: number };
    const sections = db
      .prepare('SELECT id, minimum_attachment_count AS minimum FROM sections WHERE audit_cycle_id = ?')
      .all(cycle) as Array<{ id: number; minimum: number }>;
    const tags = db
      .prepare(
        'SELECT id, section_id AS section, proof_kind AS kind FROM proof_tags WHERE audit_cycle_id = ? AND is_required = 1',
      )
      .all(cycle) as Array<{ id: number; section: number; kind: string | null }>;
    const insert = db.prepare(
      `INSERT INTO attachments (id, owner_id, audit_store_id, section_id, proof_type, proof_tag_id, file_name,
        file_size, file_type, storage_key, state, created_at, completed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1024, ?, ?, 'COMPLETED', ?, ?)`,
    );
    // a file of the type its tag stands for (decision 0033): only such a file proves a tag
    const fileOf = (kind: string | null | undefined) =>
      kind === 'AUDIO'
        ? ['AUDIO', 'proof.m4a', 'audio/mp4']
        : kind === 'VIDEO'
          ? ['VIDEO', 'proof.mp4', 'video/mp4']
          : ['PHOTO', 'proof.jpg', 'image/jpeg'];
    const now = new Date().toISOString();
    for (const section of sections) {
      const required = tags.filter((tag) => tag.section === section.id);
      const count = Math.max(section.minimum, required.length);
      for (let i = 0; i < count; i += 1) {
        const attachmentId = randomUUID();
        const [proofType, fileName, fileType] = fileOf(required[i]?.kind);
        insert.run(
          attachmentId,
          ownerId,
          auditStoreId,
          section.id,
          proofType,
          required[i]?.id ?? null,
          fileName,
          fileType,
          `report-proofs/${auditStoreId}/${attachmentId}`,
          now,
          now,
        );
      }
    }
  } finally {
    db.close();
  }
}
