import { REPORT_MESSAGES } from '../../../contract';
import { reportAuditStoreConcern } from '../../api/auditStores';
import { AuditStoreMessageModal, type MessageModalConfig } from './AuditStoreMessageModal';
import { auditStorePaths } from './auditStoreRules';

const CONCERN: MessageModalConfig = {
  draftKey: 'concern',
  title: 'Query About this Audit?',
  label: 'Your concern',
  placeholder: 'Describe the problem you have with this audit',
  submitLabel: 'Submit',
  check: (text) => (text.trim() ? null : REPORT_MESSAGES.emptyConcern),
  send: reportAuditStoreConcern,
  refreshAfter: false,
};

/** /audit_store/{id}/report_concern */
export function ReportConcernModal() {
  return <AuditStoreMessageModal config={CONCERN} />;
}

/** /audit_store/{id}/section/report_concern: the same modal over the report page, closing back to it. */
export function ReportPageConcernModal() {
  return <AuditStoreMessageModal config={CONCERN} returnTo={auditStorePaths.report} />;
}
