import type { Kysely } from 'kysely';
import { withId } from './columns';

/** The whole data model of both spec documents. Later issues add tables in new migrations. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;

  // Identity and sessions
  await withId(db, s.createTable('users'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('referral_code', 'text', (c) => c.notNull().unique()) // this user's own code to share
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_login_at', 'text')
    .addColumn('deactivated_at', 'text')
    .execute();
  await s
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  // Locations
  await s
    .createTable('countries')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('states'))
    .addColumn('country_code', 'text', (c) => c.notNull().references('countries.code'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addUniqueConstraint('states_country_code_uq', ['country_code', 'code'])
    .execute();
  await withId(db, s.createTable('cities'))
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('latitude', 'real', (c) => c.notNull())
    .addColumn('longitude', 'real', (c) => c.notNull())
    .execute();

  // Auditor account
  await s
    .createTable('profiles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pronouns', 'text')
    .addColumn('gender', 'text')
    .addColumn('education', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('marital_status', 'text')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('pincode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile_number', 'text')
    .addColumn('dial_code', 'text')
    .addColumn('whatsapp_number', 'text')
    .addColumn('whatsapp_dial_code', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('bank_accounts')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('account_holder_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('account_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ifsc_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name_from_ifsc', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pan_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('paypal', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('additional_infos')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('referral_code', 'text')
    .addColumn('occupation', 'text')
    .addColumn('income', 'integer')
    .addColumn('distance', 'integer')
    .addColumn('industry', 'integer')
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('interest_area', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('language_known', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('has_car', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('car_model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('car_cost', 'integer')
    .addColumn('laptop_owned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('laptop_model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile_model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('camera_resolution', 'integer')
    .addColumn('camera_owned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('smart_phone_owned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weekend_audit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('mspa_code', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('receive_new_opportunities_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('receive_new_opportunities_sms', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('receive_transactional_whatsapp_message', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s
    .createTable('account_flags')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('pp_accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('agreement_accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tos_accepted_at', 'text')
    .addColumn('is_tour_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auditor_rating', 'integer')
    .execute();

  // Clients, cycles, stores and audits
  await withId(db, s.createTable('clients'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('auditor_display_name', 'text', (c) => c.notNull())
    .addColumn('auditor_logo_url', 'text', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('audit_cycles'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('support_page_link', 'text')
    .addColumn('post_approval_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('guideline_pdf_url', 'text')
    .addColumn('audit_report_summary', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, s.createTable('audit_alignment_factors'))
    .addColumn('audit_cycle_id', 'integer', (c) =>
      c.notNull().references('audit_cycles.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('manager_contacts'))
    .addColumn('audit_cycle_id', 'integer', (c) =>
      c.notNull().references('audit_cycles.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('stores'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('latitude', 'real', (c) => c.notNull())
    .addColumn('longitude', 'real', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('audits'))
    .addColumn('audit_cycle_id', 'integer', (c) => c.notNull().references('audit_cycles.id'))
    .addColumn('store_id', 'integer', (c) => c.notNull().references('stores.id'))
    .addColumn('fee_paise', 'integer', (c) => c.notNull())
    .addColumn('reimbursement_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_approval_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('audits_cycle_idx').on('audits').column('audit_cycle_id').execute();

  // Applications and assigned audits
  await withId(db, s.createTable('applications'))
    .addColumn('audit_id', 'integer', (c) => c.notNull().references('audits.id'))
    .addColumn('auditor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('audit_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('applications_auditor_idx')
    .on('applications')
    .columns(['auditor_id', 'status'])
    .execute();
  await withId(db, s.createTable('audit_stores'))
    .addColumn('application_id', 'integer', (c) => c.unique().references('applications.id'))
    .addColumn('audit_id', 'integer', (c) => c.notNull().references('audits.id'))
    .addColumn('auditor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('audit_date', 'text', (c) => c.notNull())
    .addColumn('completion_percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_revert_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('report_summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('nps_section', 'integer')
    .addColumn('report_submission_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('acknowledged_at', 'text')
    .addColumn('submitted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('audit_stores_auditor_idx')
    .on('audit_stores')
    .columns(['auditor_id', 'status'])
    .execute();

  // Questionnaire and report
  await withId(db, s.createTable('sections'))
    .addColumn('audit_cycle_id', 'integer', (c) =>
      c.notNull().references('audit_cycles.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('hide_comment', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_attachment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, s.createTable('questions'))
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('question_txt', 'text', (c) => c.notNull())
    .addColumn('question_type', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('max_marks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('optional_comment_required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hide_question', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await withId(db, s.createTable('answers'))
    .addColumn('audit_store_id', 'integer', (c) =>
      c.notNull().references('audit_stores.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addColumn('answer_text', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_applicable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answer_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('revert_message', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('answers_store_question_uq', ['audit_store_id', 'question_id'])
    .execute();
  await withId(db, s.createTable('report_sections'))
    .addColumn('audit_store_id', 'integer', (c) =>
      c.notNull().references('audit_stores.id').onDelete('cascade'),
    )
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
    .addColumn('auditor_comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('revert_message', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('report_sections_store_section_uq', ['audit_store_id', 'section_id'])
    .execute();
  await s
    .createTable('report_feedback')
    .addColumn('audit_store_id', 'integer', (c) =>
      c.primaryKey().references('audit_stores.id').onDelete('cascade'),
    )
    .addColumn('audit_understanding', 'integer', (c) => c.notNull())
    .addColumn('coordination', 'integer', (c) => c.notNull())
    .addColumn('portal_accessibility', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('proof_tags'))
    .addColumn('audit_cycle_id', 'integer', (c) =>
      c.notNull().references('audit_cycles.id').onDelete('cascade'),
    )
    .addColumn('section_id', 'integer', (c) => c.references('sections.id'))
    .addColumn('proof_tag', 'text', (c) => c.notNull())
    .addColumn('is_required', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('attachments')
    .addColumn('id', 'text', (c) => c.primaryKey()) // client-generated UUID, so retries are idempotent
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('audit_store_id', 'integer', (c) => c.references('audit_stores.id'))
    .addColumn('section_id', 'integer', (c) => c.references('sections.id'))
    .addColumn('proof_type', 'text', (c) => c.notNull())
    .addColumn('proof_tag_id', 'integer', (c) => c.references('proof_tags.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addColumn('deleted_at', 'text')
    .execute();
  await s
    .createIndex('attachments_store_section_idx')
    .on('attachments')
    .columns(['audit_store_id', 'section_id'])
    .execute();
  await s.createIndex('attachments_owner_idx').on('attachments').column('owner_id').execute();
  await withId(db, s.createTable('repeat_alerts'))
    .addColumn('audit_store_id', 'integer', (c) =>
      c.notNull().references('audit_stores.id').onDelete('cascade'),
    )
    .addColumn('faulty_report_id', 'integer', (c) => c.notNull().references('audit_stores.id'))
    .addColumn('faulty_attachment_id', 'text', (c) => c.references('attachments.id'))
    .execute();

  // Money and concerns
  await withId(db, s.createTable('payments'))
    .addColumn('auditor_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('audit_store_id', 'integer', (c) => c.references('audit_stores.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('reimbursement_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_due_date', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('payments_auditor_idx').on('payments').columns(['auditor_id', 'status']).execute();
  await withId(db, s.createTable('concerns'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull()) // AUDIT_STORE, REPORT, PAYMENT, WITHDRAWAL, NOT_PERFORMED
    .addColumn('audit_store_id', 'integer', (c) => c.references('audit_stores.id'))
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  // Certification and referrals
  await withId(db, s.createTable('certification_questions'))
    .addColumn('question_number', 'integer', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('extra_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('extra_info_subheading', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('img_url', 'text')
    .addColumn('audio_url', 'text')
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('question_bold', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instruction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('underline', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('options', 'text', (c) => c.notNull()) // JSON; isCorrect never leaves the server
    .addColumn('marks', 'integer', (c) => c.notNull())
    .execute();
  await withId(db, s.createTable('certification_attempts'))
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('score', 'integer')
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .execute();
  await withId(db, s.createTable('referrals'))
    .addColumn('referrer_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('referred_user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('referral_type', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'referrals',
    'certification_attempts',
    'certification_questions',
    'concerns',
    'payments',
    'repeat_alerts',
    'attachments',
    'proof_tags',
    'report_feedback',
    'report_sections',
    'answers',
    'questions',
    'sections',
    'audit_stores',
    'applications',
    'audits',
    'stores',
    'manager_contacts',
    'audit_alignment_factors',
    'audit_cycles',
    'clients',
    'account_flags',
    'preferences',
    'additional_infos',
    'bank_accounts',
    'profiles',
    'cities',
    'states',
    'countries',
    'sessions',
    'users',
  ];
  for (const table of tables) await db.schema.dropTable(table).execute();
}
