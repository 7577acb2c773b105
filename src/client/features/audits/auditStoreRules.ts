import type { AuditStore, AuditStoreStatus } from '../../../contract';

/** What an assigned-audit panel offers (spec: Audit store status, panel behaviour). */
export interface PanelActions {
  viewReport: 'link' | 'disabled';
  havingTrouble: boolean;
  withdraw: boolean;
  withdrawnNote: boolean;
}

const OPEN: ReadonlySet<AuditStoreStatus> = new Set(['ASSIGNED', 'ACKNOWLEDGED']);

/**
 * Statuses for which the withdraw and concern modals send the auditor straight back to the list.
 */
export const MODAL_CLOSED_STATUSES: ReadonlySet<AuditStoreStatus> = new Set([
  'FAILED',
  'SUBMITTED',
  'PM_REVIEW',
  'WITHDRAWN',
  'AUDITOR_WITHDRAWN',
  'COMPLETED',
  'ACCEPTED',
  'REJECTED',
]);

/** Withdraw is offered until the day before the audit: `get_date_diff` -1 means tomorrow. */
export function canWithdraw(store: Pick<AuditStore, 'status' | 'get_date_diff'>): boolean {
  return OPEN.has(store.status) && store.get_date_diff <= -1;
}

export function panelActions(store: Pick<AuditStore, 'status' | 'get_date_diff'>): PanelActions {
  if (store.status === 'AUDITOR_WITHDRAWN')
    return { viewReport: 'disabled', havingTrouble: false, withdraw: false, withdrawnNote: true };
  return {
    viewReport: 'link',
    havingTrouble: OPEN.has(store.status),
    withdraw: canWithdraw(store),
    withdrawnNote: false,
  };
}

export const auditStorePaths = {
  list: '/audit_store',
  report: (id: number) => `/audit_store/${id}/section`,
  withdraw: (id: number) => `/audit_store/${id}/withdraw`,
  concern: (id: number) => `/audit_store/${id}/report_concern`,
};
