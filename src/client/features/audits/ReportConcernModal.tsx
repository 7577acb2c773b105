import { REPORT_MESSAGES } from '../../../contract';
import { reportAuditStoreConcern } from '../../api/auditor';
import { AuditStoreMessageModal, type MessageModalConfig } from './AuditStoreMessageModal';

const CONCERN: MessageModalConfig = {
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
