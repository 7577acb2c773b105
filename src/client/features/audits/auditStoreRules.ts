import { type AuditStore, type AuditStoreStatus, canWithdraw, isOpenAuditStore } from '../../../contract';

/** What an assigned-audit panel offers (spec: Audit store status, panel behaviour). */
export interface PanelActions {
  viewReport: 'link' | 'disabled';
  havingTrouble: boolean;
  withdraw: boolean;
  withdrawnNote: boolean;
}

/** The withdraw and concern modals send the auditor straight back to the list unless it is open. */
export const modalClosesFor = (status: AuditStoreStatus): boolean => !isOpenAuditStore(status);

/** Withdraw is offered until the day before the audit (the contract's window). */
export const canWithdrawStore = (store: Pick<AuditStore, 'status' | 'get_date_diff'>): boolean =>
  canWithdraw({ status: store.status, dateDiff: store.get_date_diff });

export function panelActions(store: Pick<AuditStore, 'status' | 'get_date_diff'>): PanelActions {
  if (store.status === 'AUDITOR_WITHDRAWN')
    return { viewReport: 'disabled', havingTrouble: false, withdraw: false, withdrawnNote: true };
  return {
    viewReport: 'link',
    havingTrouble: isOpenAuditStore(store.status),
    withdraw: canWithdrawStore(store),
    withdrawnNote: false,
  };
}

export const auditStorePaths = {
  list: '/audit_store',
  report: (id: number) => `/audit_store/${id}/section`,
  withdraw: (id: number) => `/audit_store/${id}/withdraw`,
  concern: (id: number) => `/audit_store/${id}/report_concern`,
};
