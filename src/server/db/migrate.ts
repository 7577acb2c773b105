import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001_initial';
import * as m0002 from './migrations/0002_report_indexes';
import * as m0003 from './migrations/0003_report_proofs';
import * as m0004 from './migrations/0004_proof_notes';
import * as m0005 from './migrations/0005_store_coordinates';
import * as m0006 from './migrations/0006_live_application';
import * as m0007 from './migrations/0007_payment_concerns';
import * as m0008 from './migrations/0008_status_changes';
import * as m0009 from './migrations/0009_shopper_guide';
import * as m0010 from './migrations/0010_staff_actions';
import * as m0011 from './migrations/0011_one_holder_per_audit';
import * as m0012 from './migrations/0012_client_reviewers';
import * as m0013 from './migrations/0013_payment_runs';
import * as m0014 from './migrations/0014_password_resets';
import * as m0015 from './migrations/0015_reset_link_retired';
import * as m0016 from './migrations/0016_signup_requests';
import * as m0017 from './migrations/0017_proof_tag_kinds';
import * as m0018 from './migrations/0018_certification_retakes';
import * as m0019 from './migrations/0019_flagged_snapshots';
import * as m0020 from './migrations/0020_notices';
import * as m0021 from './migrations/0021_fix_deadline';
import * as m0022 from './migrations/0022_push_subscriptions';
import * as m0023 from './migrations/0023_scheduled_notices';
import * as m0024 from './migrations/0024_concern_answers';
import * as m0025 from './migrations/0025_visit_entries';
import * as m0026 from './migrations/0026_client_review_window';
import * as m0027 from './migrations/0027_cycle_audit_weekdays';
import * as m0028 from './migrations/0028_visit_seal_unrecorded';
import * as m0029 from './migrations/0029_attachment_parts';
import * as m0030 from './migrations/0030_upload_part_ledger';
import * as m0031 from './migrations/0031_device_unsent';
import * as m0032 from './migrations/0032_report_scores';
import * as m0033 from './migrations/0033_brand_people';
import * as m0034 from './migrations/0034_brand_wave_figures';
import * as m0035 from './migrations/0035_report_lost_questions';
import * as m0036 from './migrations/0036_brand_webhooks';
import * as m0037 from './migrations/0037_action_plans';
import * as m0038 from './migrations/0038_action_proofs';

/** Migrations are imported statically so the bundle-free server and the tests see the same list. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_report_indexes': m0002,
  '0003_report_proofs': m0003,
  '0004_proof_notes': m0004,
  '0005_store_coordinates': m0005,
  '0006_live_application': m0006,
  '0007_payment_concerns': m0007,
  '0008_status_changes': m0008,
  '0009_shopper_guide': m0009,
  '0010_staff_actions': m0010,
  '0011_one_holder_per_audit': m0011,
  '0012_client_reviewers': m0012,
  '0013_payment_runs': m0013,
  '0014_password_resets': m0014,
  '0015_reset_link_retired': m0015,
  '0016_signup_requests': m0016,
  '0017_proof_tag_kinds': m0017,
  '0018_certification_retakes': m0018,
  '0019_flagged_snapshots': m0019,
  '0020_notices': m0020,
  '0021_fix_deadline': m0021,
  '0022_push_subscriptions': m0022,
  '0023_scheduled_notices': m0023,
  '0024_concern_answers': m0024,
  '0025_visit_entries': m0025,
  '0026_client_review_window': m0026,
  '0027_cycle_audit_weekdays': m0027,
  '0028_visit_seal_unrecorded': m0028,
  '0029_attachment_parts': m0029,
  '0030_upload_part_ledger': m0030,
  '0031_device_unsent': m0031,
  '0032_report_scores': m0032,
  '0033_brand_people': m0033,
  '0034_brand_wave_figures': m0034,
  '0035_report_lost_questions': m0035,
  '0036_brand_webhooks': m0036,
  '0037_action_plans': m0037,
  '0038_action_proofs': m0038,
};

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** `pgSchema`: the PostgreSQL schema that holds the migration bookkeeping tables, when not the default. */
export function migratorOf(db: Db, pgSchema?: string): Migrator {
  return new Migrator({ db, provider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
}

export async function migrateToLatest(db: Db, pgSchema?: string): Promise<void> {
  const { error, results } = await migratorOf(db, pgSchema).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
