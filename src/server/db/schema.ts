import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ActionItemState,
  ActionPlanReason,
  ActionPlanState,
  ActionStepState,
} from '../../contract/actionPlans';
import type { AttachmentState } from '../../contract/attachmentTexts';
import type { AuditType } from '../../contract/auditTypes';
import type { BrandSeat } from '../../contract/brandPeople';
import type { WEBHOOK_EVENTS } from '../../contract/brandWebhook';
import type { ConcernKind } from '../../contract/concernTexts';
import type { ProofType, QuestionType, ReferralType } from '../../contract/lookups';
import type { StaffActionKind, StaffActionTarget } from '../../contract/managerAuditors';
import type { DeliveryState, NoticeChannel, NoticeKind } from '../../contract/notices';
import type { ProofKind } from '../../contract/proofKinds';
import type { Role } from '../../contract/roles';
import type { GuideItemKind } from '../../contract/shopperGuide';
import type {
  ApplicationStatus,
  AuditCycleStatus,
  AuditStoreStatus,
  PaymentStatus,
} from '../../contract/statuses';
import type { VisitEntryKind } from '../../contract/visitChain';
import type { VisitSealState } from '../../contract/visitSeal';

/**
 * Row types of every table, as created by migrations/. Flags are integers 0/1, timestamps ISO
 * text, calendar dates YYYY-MM-DD text, money integer paise, lists JSON text (decision 0002).
 * Status and role columns carry the contract's unions, so a misspelt status is a type error.
 */
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  role: Role;
  is_active: Generated<Flag>;
  is_verified: Generated<Flag>;
  referral_code: string;
  created_at: string;
  last_login_at: string | null;
  deactivated_at: string | null;
  /** a client reviewer's client (migration 0012); null for every other account */
  client_id: number | null;
  /** a `brand` user's seat and what it reads by (migration 0033, decision 0078); null otherwise */
  brand_seat: BrandSeat | null;
  brand_region_id: number | null;
  brand_store_id: number | null;
}
export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}
export interface CountriesTable {
  code: string;
  name: string;
}
export interface StatesTable {
  id: Generated<number>;
  country_code: string;
  code: string;
  name: string;
}
export interface CitiesTable {
  id: Generated<number>;
  state_id: number;
  name: string;
  latitude: number;
  longitude: number;
}
export interface ProfilesTable {
  user_id: number;
  first_name: Generated<string>;
  last_name: Generated<string>;
  pronouns: string | null;
  gender: string | null;
  education: string | null;
  date_of_birth: string | null;
  marital_status: string | null;
  address: Generated<string>;
  city_id: number | null;
  pincode: Generated<string>;
  mobile_number: string | null;
  dial_code: string | null;
  whatsapp_number: string | null;
  whatsapp_dial_code: string | null;
  updated_at: string;
}
export interface BankAccountsTable {
  user_id: number;
  account_holder_name: Generated<string>;
  account_number: Generated<string>;
  ifsc_code: Generated<string>;
  bank_name_from_ifsc: Generated<string>;
  pan_number: Generated<string>;
  paypal: Generated<string>;
  updated_at: string;
}
export interface AdditionalInfosTable {
  user_id: number;
  referral_code: string | null;
  occupation: string | null;
  income: number | null;
  distance: number | null;
  industry: number | null;
  company: Generated<string>;
  interest_area: Generated<string>;
  language_known: Generated<string>;
  has_car: Generated<Flag>;
  car_model: Generated<string>;
  car_cost: number | null;
  laptop_owned: Generated<Flag>;
  laptop_model: Generated<string>;
  mobile_model: Generated<string>;
  camera_resolution: number | null;
  camera_owned: Generated<Flag>;
  smart_phone_owned: Generated<Flag>;
  weekend_audit: Generated<Flag>;
  mspa_code: string | null;
  updated_at: string;
}
export interface PreferencesTable {
  user_id: number;
  receive_new_opportunities_email: Generated<Flag>;
  receive_new_opportunities_sms: Generated<Flag>;
  receive_transactional_whatsapp_message: Generated<Flag>;
  /** e-mail for what happens to the auditor's applications, reports and payments (migration 0020) */
  receive_updates_email: Generated<Flag>;
}
export interface AccountFlagsTable {
  user_id: number;
  pp_accepted: Generated<Flag>;
  agreement_accepted: Generated<Flag>;
  tos_accepted_at: string | null;
  is_tour_complete: Generated<Flag>;
  auditor_rating: number | null;
}
export interface ClientsTable {
  id: Generated<number>;
  name: string;
  auditor_display_name: string;
  auditor_logo_url: string;
  /** days a report waits for the brand's reviewer; null: no client review (migration 0026) */
  client_review_days: Generated<number | null>;
}
export interface AuditCyclesTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  type: AuditType;
  status: AuditCycleStatus;
  start_date: string;
  end_date: string;
  description: Generated<string>;
  support_page_link: string | null;
  post_approval_description: Generated<string>;
  guideline_pdf_url: string | null;
  audit_report_summary: Generated<Flag>;
  /** JSON list of ISO weekdays (1 Monday .. 7 Sunday) audits are done on; null: every day (0027) */
  audit_weekdays: Generated<string | null>;
}
export interface AuditAlignmentFactorsTable {
  id: Generated<number>;
  audit_cycle_id: number;
  key: string;
  /** JSON list of strings */
  value: string;
}
export interface ManagerContactsTable {
  id: Generated<number>;
  audit_cycle_id: number;
  name: string;
  mobile: string;
}
export interface StoresTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  phone: Generated<string>;
  address: string;
  city_id: number;
  latitude: number;
  longitude: number;
}
export interface AuditsTable {
  id: Generated<number>;
  audit_cycle_id: number;
  store_id: number;
  fee_paise: number;
  reimbursement_paise: Generated<number>;
  post_approval_description: Generated<string>;
}
export interface ApplicationsTable {
  id: Generated<number>;
  audit_id: number;
  auditor_id: number;
  audit_date: string;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
}
export interface AuditStoresTable {
  id: Generated<number>;
  application_id: number | null;
  audit_id: number;
  auditor_id: number;
  status: AuditStoreStatus;
  audit_date: string;
  completion_percentage: Generated<number>;
  report_revert_count: Generated<number>;
  report_summary: Generated<string>;
  nps_section: number | null;
  report_submission_seconds: Generated<number>;
  acknowledged_at: string | null;
  submitted_at: string | null;
  /** a sent-back report's fixes are due by then (migration 0021); null if never sent back */
  fix_due_at: string | null;
  /** when a report in client review is accepted if nobody decided it (migration 0026) */
  client_review_due_at: string | null;
  created_at: string;
  updated_at: string;
}
export interface SectionsTable {
  id: Generated<number>;
  audit_cycle_id: number;
  name: string;
  sequence: number;
  hide_comment: Generated<Flag>;
  minimum_attachment_count: Generated<number>;
}
export interface QuestionsTable {
  id: Generated<number>;
  section_id: number;
  sequence: number;
  question_txt: string;
  question_type: QuestionType;
  /** JSON list of {sequence, value, marks} */
  options: Generated<string>;
  max_marks: Generated<number>;
  optional_comment_required: Generated<Flag>;
  hide_question: Generated<Flag>;
}
export interface AnswersTable {
  id: Generated<number>;
  audit_store_id: number;
  question_id: number;
  /** JSON list of chosen option values (PLAIN: one free-text entry) */
  answer_text: Generated<string>;
  status: Generated<Flag>;
  not_applicable: Generated<Flag>;
  answer_comment: Generated<string>;
  revert_message: string | null;
  /** the answer as the reviewer flagged it (JSON of FlaggedAnswer), null when not flagged */
  flagged_answer: string | null;
  updated_at: string;
}
export interface ReportSectionsTable {
  id: Generated<number>;
  audit_store_id: number;
  section_id: number;
  auditor_comment: Generated<string>;
  revert_message: string | null;
  /** the section comment as the reviewer flagged it, null when not flagged */
  flagged_comment: string | null;
  updated_at: string;
}
export interface ReportFeedbackTable {
  audit_store_id: number;
  audit_understanding: number;
  coordination: number;
  portal_accessibility: string;
  created_at: string;
}
export interface ProofTagsTable {
  id: Generated<number>;
  audit_cycle_id: number;
  section_id: number | null;
  proof_tag: string;
  is_required: Generated<Flag>;
  /** the file the tag stands for, a ProofKind; null takes any file (migration 0017, decision 0033) */
  proof_kind: ProofKind | null;
}
/** Why an optional proof is not attached: one per report and tag (decision 0017). */
export interface ProofNotesTable {
  audit_store_id: number;
  proof_tag_id: number;
  reason: string;
  updated_at: string;
}
export interface AttachmentsTable {
  id: string;
  owner_id: number;
  audit_store_id: number | null;
  section_id: number | null;
  proof_type: ProofType;
  proof_tag_id: number | null;
  file_name: string;
  file_size: number;
  file_type: string;
  storage_key: string;
  /** PENDING until `complete`, then COMPLETED */
  state: AttachmentState;
  sequence: Generated<number>;
  extra: Generated<string>;
  created_at: string;
  completed_at: string | null;
  deleted_at: string | null;
  /** hex SHA-256 of the file as the device sent it (report proofs); the store verified it */
  sha256: string | null;
  /** when the file was captured (EXIF DateTimeOriginal, else the file's lastModified), ISO UTC */
  captured_at: string | null;
  /** when the auditor picked it on the device, ISO UTC */
  picked_at: string | null;
  /** the picked file's size before the device compressed it */
  original_size: number | null;
  /** the store's id of the upload in parts (decision 0071); null for a file sent in one POST */
  upload_id: Generated<string | null>;
  /** the part size that upload was opened with */
  part_size: Generated<number | null>;
  /** a photo proving an action item's fix (decision 0086); null for every other kind */
  action_item_id: Generated<number | null>;
}
/** A part a device says the store took, where the store cannot list its parts (decision 0071). */
export interface UploadPartsTable {
  upload_id: string;
  part_number: number;
  size: number;
  etag: string;
}
/** What a device of an auditor last said it holds unsent (decision 0072). */
export interface DeviceUnsentTable {
  user_id: number;
  device_id: string;
  device_label: string;
  reported_at: string;
  /** JSON: HeldReport[] (contract/deviceUnsent.ts) */
  reports: string;
}
/** A brand's scoring rules of a cycle, by version (migration 0032, decision 0075). */
export interface ScoringRulesTable {
  id: Generated<number>;
  audit_cycle_id: number;
  version: number;
  /** JSON: ScoringRules without its version (contract/reportScoreRules.ts) */
  rules: string;
  created_at: string;
  created_by: number | null;
}
/** An accepted report's score under the rules in force at its accept (migration 0032). */
export interface ReportScoresTable {
  audit_store_id: number;
  rules_version: number;
  /** thousandths of a percent; null when nothing was scored */
  score_milli: number | null;
  passed: Flag | null;
  /** JSON: each section's id, weight and percent */
  sections: string;
  scored_at: string;
}
/** The kinds of a brand's summed figures: a report's score, a section's percent, a question's share. */
export type WaveFigureKind = 'score' | 'section' | 'question';
/** The questions a scored report lost marks on (migration 0035, decision 0080). */
export interface ReportLostQuestionsTable {
  audit_store_id: number;
  question_id: number;
}
/** A plan a store owes for a failed visit (migration 0037, decision 0084). */
export interface ActionPlansTable {
  id: Generated<number>;
  client_id: number;
  store_id: number;
  audit_store_id: number;
  reason: ActionPlanReason;
  state: Generated<ActionPlanState>;
  /** the store's manager, else the region's; null: the head office's */
  owner_id: number | null;
  /** YYYY-MM-DD, the business day it is due by */
  due_date: string;
  /** null: opened by rule at the accept */
  opened_by: number | null;
  created_at: string;
  updated_at: string;
  resolved_at: string | null;
}
/** A question a plan asks the store to fix, as the accepted report answered it. */
export interface ActionItemsTable {
  id: Generated<number>;
  plan_id: number;
  question_id: number;
  critical: Generated<Flag>;
  earned: number;
  possible: number;
  /** JSON: the values chosen */
  answer_text: string;
  answer_comment: Generated<string>;
  state: Generated<ActionItemState>;
  done_text: string | null;
  review_note: string | null;
  due_date: string;
  updated_at: string;
}
/** A step of a plan or of one of its items. */
export interface ActionPlanEventsTable {
  id: Generated<number>;
  plan_id: number;
  /** null: a step of the plan itself */
  item_id: number | null;
  from_state: ActionStepState | null;
  to_state: ActionStepState;
  /** null: the rule or the schedule */
  by_user_id: number | null;
  note: string | null;
  at: string;
}
/** A brand's webhook: where its accepted reports are posted, signed (migration 0036, decision 0081). */
export interface BrandWebhooksTable {
  client_id: number;
  url: string;
  secret: string;
  updated_at: string;
}
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** One event to post to a brand's webhook, queued as notice deliveries are (decision 0038). */
export interface BrandWebhookDeliveriesTable {
  id: Generated<number>;
  client_id: number;
  event: WebhookEvent;
  event_key: string;
  audit_store_id: number | null;
  /** the event's fields as JSON, fixed when it happened */
  payload: string;
  state: Generated<DeliveryState>;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  last_status: number | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}
/** A brand's figures summed per wave and store (migration 0034, decision 0079). */
export interface BrandWaveFiguresTable {
  client_id: number;
  cycle_id: number;
  store_id: number;
  kind: WaveFigureKind;
  /** 0 for a score, else the section's or the question's id */
  item_id: number;
  /** the sum of the reports' values, in thousandths of a percent */
  value_milli: number;
  reports: number;
  /** score rows: the reports that passed */
  passed: number;
  /** question rows: the reports that lost marks on it */
  lost: number;
}
/** A region of a brand: some of the cities of its stores (migration 0033, decision 0078). */
export interface BrandRegionsTable {
  id: Generated<number>;
  client_id: number;
  name: string;
  created_at: string;
}
/** Which region of a brand a city is in: at most one (the key is the brand and the city). */
export interface BrandRegionCitiesTable {
  client_id: number;
  city_id: number;
  region_id: number;
}
/** An invitation to read a brand's figures, until its link creates the account. */
export interface BrandInvitesTable {
  id: Generated<number>;
  /** SHA-256 of the link's token */
  token_hash: string;
  client_id: number;
  email: string;
  seat: BrandSeat;
  region_id: number | null;
  store_id: number | null;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
}
export interface RepeatAlertsTable {
  id: Generated<number>;
  audit_store_id: number;
  faulty_report_id: number;
  faulty_attachment_id: string | null;
  /** the attachment of `audit_store_id` whose content repeats `faulty_attachment_id` */
  attachment_id: string | null;
}
export interface PaymentsTable {
  id: Generated<number>;
  auditor_id: number;
  audit_store_id: number | null;
  status: PaymentStatus;
  amount_paise: number;
  reimbursement_paise: Generated<number>;
  payment_due_date: string;
  paid_on: string | null;
  created_at: string;
  /** the run that pays it (migration 0013) */
  payment_run_id: number | null;
  /** why the bank refused it: the auditor reads it */
  failure_reason: string | null;
  failed_on: string | null;
}
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the link's token (migration 0014) */
  token_hash: string;
  created_by: number;
  created_at: string;
  expires_at: string;
  /** a password was set through it */
  used_at: string | null;
  /** a change of the account ended it unused (migration 0015, domain/credentials.ts) */
  retired_at: string | null;
}
/** A sign-up waiting for its mailed link (migration 0015) */
export interface SignupRequestsTable {
  id: Generated<number>;
  /** SHA-256 of the link's token */
  token_hash: string;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  /** '' when none was given */
  referral_code: string;
  created_at: string;
  expires_at: string;
}
export interface PaymentRunsTable {
  id: Generated<number>;
  created_by: number;
  created_at: string;
}
export interface ConcernsTable {
  id: Generated<number>;
  user_id: number;
  kind: ConcernKind;
  audit_store_id: number | null;
  payment_id: number | null;
  message: string;
  created_at: string;
  /** the device's name for a concern sent through its outbox (migration 0007) */
  client_key: string | null;
  /** a manager's answer, once (migration 0024, decision 0042) */
  answer: string | null;
  answered_by: number | null;
  answered_at: string | null;
  resolved_by: number | null;
  resolved_at: string | null;
}
/** What the server told a person (migration 0020, decision 0038). */
export interface NoticesTable {
  id: Generated<number>;
  recipient_id: number;
  kind: NoticeKind;
  /** names the event: one notice per recipient and event, however often it is replayed */
  event_key: string;
  title: string;
  body: string;
  /** the app's path the notice opens */
  link: string;
  created_at: string;
  read_at: string | null;
}
/** One notice on its way by one channel: the durable queue senders claim from (decision 0038). */
export interface NoticeDeliveriesTable {
  id: Generated<number>;
  notice_id: number;
  channel: NoticeChannel;
  state: DeliveryState;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** a sender claimed it until then; past it, the sender is taken for gone and another may */
  lease_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}
/** A device a person turned notifications on for (migration 0022, decision 0040). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  /** the session that subscribed: its end removes the subscription */
  session_hash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}
/** One entry of a visit's record as received (migration 0025, decision 0045). */
export interface VisitEntriesTable {
  audit_store_id: number;
  seq: number;
  kind: VisitEntryKind;
  ref: string | null;
  /** what it records, as JSON */
  value: string;
  device_at: string;
  token: string | null;
  /** the token's issue time, when this server's key signed it */
  token_at: string | null;
  elapsed_ms: number | null;
  /** the token's time plus the monotonic milliseconds since: where the server places the entry */
  placed_at: string | null;
  /** how far the device's clock stood from the time the server can place the entry at */
  clock_off_ms: number | null;
  /** a position's distance to the store, in metres */
  distance_m: number | null;
  prev_hash: string;
  hash: string;
  received_at: string;
}
/** What Submit made of a visit's record (migration 0025, decision 0045). */
export interface VisitSealsTable {
  audit_store_id: number;
  state: VisitSealState;
  /** the chain's head the device sent at Submit */
  head: string | null;
  entries: number;
  /** the first entry that does not match, when broken at an entry */
  broken_seq: number | null;
  reason: string | null;
  kid: string | null;
  /** Ed25519 over the seal's canonical JSON (visitSeal.ts), base64url; set when sealed */
  signature: string | null;
  judged_at: string;
  /** JSON: each item the record does not cover, with its value's SHA-256 at Submit (migration 0028) */
  unrecorded: string | null;
}
/** A push delivery that reached one device (migration 0022). */
export interface PushSendsTable {
  delivery_id: number;
  subscription_id: number;
  sent_at: string;
}
/** A cycle an auditor's daily digest named (migration 0023, decision 0041). */
export interface OpportunityAnnouncementsTable {
  user_id: number;
  audit_cycle_id: number;
  announced_at: string;
}
/** The last business day a once-a-day job ran (migration 0023). */
export interface ScheduledRunsTable {
  name: string;
  last_day: string;
}
/** Each status a report entered (migration 0008): the payment timeline reads these. */
export interface AuditStoreStatusChangesTable {
  id: Generated<number>;
  audit_store_id: number;
  from_status: AuditStoreStatus | null;
  to_status: AuditStoreStatus;
  changed_at: string;
  changed_by: number | null;
}
/** The shopper guide's entries (migration 0009). */
export interface ShopperGuideItemsTable {
  id: Generated<number>;
  tab: string;
  group_name: Generated<string>;
  position: number;
  kind: GuideItemKind;
  title: string;
  description: Generated<string>;
  url: string;
  image_url: string | null;
}
/** The back office's record (migration 0010). */
export interface StaffActionsTable {
  id: Generated<number>;
  actor_id: number;
  action: StaffActionKind;
  target_type: StaffActionTarget;
  target_id: number;
  before_value: string | null;
  after_value: string | null;
  created_at: string;
}
export interface CertificationQuestionsTable {
  id: Generated<number>;
  question_number: number;
  category: string;
  heading: Generated<string>;
  extra_info: Generated<string>;
  extra_info_subheading: Generated<string>;
  img_url: string | null;
  audio_url: string | null;
  question: string;
  question_bold: Generated<string>;
  instruction: Generated<string>;
  underline: Generated<string>;
  /** JSON list of {answerText, isCorrect, serialNumber} */
  options: string;
  marks: number;
}
export interface CertificationAttemptsTable {
  id: Generated<number>;
  user_id: number;
  answers: Generated<string>;
  score: number | null;
  started_at: string;
  submitted_at: string | null;
  /** which attempt the row holds, from 1 (decision 0032) */
  attempt_number: Generated<number>;
}
export interface ReferralsTable {
  id: Generated<number>;
  referrer_id: number;
  referred_user_id: number;
  referral_type: ReferralType;
  amount_paise: Generated<number>;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  countries: CountriesTable;
  states: StatesTable;
  cities: CitiesTable;
  profiles: ProfilesTable;
  bank_accounts: BankAccountsTable;
  additional_infos: AdditionalInfosTable;
  preferences: PreferencesTable;
  account_flags: AccountFlagsTable;
  clients: ClientsTable;
  audit_cycles: AuditCyclesTable;
  audit_alignment_factors: AuditAlignmentFactorsTable;
  manager_contacts: ManagerContactsTable;
  stores: StoresTable;
  audits: AuditsTable;
  applications: ApplicationsTable;
  audit_stores: AuditStoresTable;
  sections: SectionsTable;
  questions: QuestionsTable;
  answers: AnswersTable;
  report_sections: ReportSectionsTable;
  report_feedback: ReportFeedbackTable;
  proof_tags: ProofTagsTable;
  proof_notes: ProofNotesTable;
  audit_store_status_changes: AuditStoreStatusChangesTable;
  attachments: AttachmentsTable;
  upload_parts: UploadPartsTable;
  device_unsent: DeviceUnsentTable;
  scoring_rules: ScoringRulesTable;
  report_scores: ReportScoresTable;
  brand_wave_figures: BrandWaveFiguresTable;
  report_lost_questions: ReportLostQuestionsTable;
  brand_webhooks: BrandWebhooksTable;
  action_plans: ActionPlansTable;
  action_items: ActionItemsTable;
  action_plan_events: ActionPlanEventsTable;
  brand_webhook_deliveries: BrandWebhookDeliveriesTable;
  brand_regions: BrandRegionsTable;
  brand_region_cities: BrandRegionCitiesTable;
  brand_invites: BrandInvitesTable;
  repeat_alerts: RepeatAlertsTable;
  payments: PaymentsTable;
  payment_runs: PaymentRunsTable;
  password_resets: PasswordResetsTable;
  signup_requests: SignupRequestsTable;
  concerns: ConcernsTable;
  certification_questions: CertificationQuestionsTable;
  shopper_guide_items: ShopperGuideItemsTable;
  staff_actions: StaffActionsTable;
  certification_attempts: CertificationAttemptsTable;
  referrals: ReferralsTable;
  notices: NoticesTable;
  notice_deliveries: NoticeDeliveriesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_sends: PushSendsTable;
  opportunity_announcements: OpportunityAnnouncementsTable;
  scheduled_runs: ScheduledRunsTable;
  visit_entries: VisitEntriesTable;
  visit_seals: VisitSealsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
