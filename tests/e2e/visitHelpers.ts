import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { Section } from '../../src/contract';
import { getJson } from './reportHelpers';

/**
 * Cuts the report in progress down to what a test fills in the app itself, so that everything the
 * server holds of it was recorded by the device (decision 0045): the first section keeps two
 * questions and its comment; every other question and comment is hidden, no proof is required and
 * no summary asked; what the demo world had already filled is cleared. Changes the private
 * server's SQLite file (there is no screen that shapes a questionnaire).
 */
export async function smallReport(page: Page, sqlitePath: string, storeId: number) {
  const sections = await getJson<Section[]>(page, `audit_store/${storeId}/section`);
  const [first] = sections;
  const kept = first?.questions.filter((q) => !q.hide_question).slice(0, 2) ?? [];
  if (!first || kept.length < 2) throw new Error('the report has no section with two questions');
  const db = new Database(sqlitePath);
  try {
    db.pragma('busy_timeout = 5000');
    const { cycle } = db
      .prepare(
        'SELECT a.audit_cycle_id AS cycle FROM audit_stores s JOIN audits a ON a.id = s.audit_id WHERE s.id = ?',
      )
      .get(storeId) as { cycle: number };
    const keptIds = kept.map((q) => q.id);
    db.prepare(
      `UPDATE questions SET hide_question = 1 WHERE section_id IN (SELECT id FROM sections WHERE audit_cycle_id = ?)
       AND id NOT IN (${keptIds.map(() => '?').join(',')})`,
    ).run(cycle, ...keptIds);
    db.prepare(
      'UPDATE sections SET minimum_attachment_count = 0, hide_comment = (id != ?) WHERE audit_cycle_id = ?',
    ).run(first.id, cycle);
    db.prepare('UPDATE proof_tags SET is_required = 0 WHERE audit_cycle_id = ?').run(cycle);
    db.prepare('UPDATE audit_cycles SET audit_report_summary = 0 WHERE id = ?').run(cycle);
    for (const table of ['answers', 'report_sections', 'proof_notes'])
      db.prepare(`DELETE FROM ${table} WHERE audit_store_id = ?`).run(storeId);
    db.prepare('DELETE FROM attachments WHERE audit_store_id = ?').run(storeId);
    db.prepare("UPDATE audit_stores SET report_summary = '' WHERE id = ?").run(storeId);
  } finally {
    db.close();
  }
  return { section: first, questions: kept };
}

/** Where the report's store is, as the server measures from. */
export function storeAt(sqlitePath: string, storeId: number): { lat: number; lng: number } {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    return db
      .prepare(
        `SELECT st.latitude AS lat, st.longitude AS lng FROM audit_stores s
         JOIN audits a ON a.id = s.audit_id JOIN stores st ON st.id = a.store_id WHERE s.id = ?`,
      )
      .get(storeId) as { lat: number; lng: number };
  } finally {
    db.close();
  }
}
