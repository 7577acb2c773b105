import { REPORT_MESSAGES } from '../../../contract';
import { withdrawAuditStore } from '../../api/auditStores';
import { pageControls } from '../../pageState/pageControls';
import { AuditStoreMessageModal, type MessageModalConfig } from './AuditStoreMessageModal';

const WITHDRAW: MessageModalConfig = {
  draftKey: 'withdraw',
  title: 'Withdraw the Audit?',
  label: 'Why do you want to withdraw?',
  placeholder: 'Tell us why you cannot do this audit',
  submitLabel: 'Withdraw',
  check: (text) => {
    if (text.trim()) return null;
    // The spec's behaviour for an empty reason is an alert, not an inline message.
    pageControls.alert(REPORT_MESSAGES.emptyWithdrawMessage);
    return '';
  },
  send: withdrawAuditStore,
  refreshAfter: true,
};

/** /audit_store/{id}/withdraw */
export function WithdrawModal() {
  return <AuditStoreMessageModal config={WITHDRAW} />;
}
