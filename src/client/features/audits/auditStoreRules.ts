import {
  type AgreeWindow,
  type AuditStore,
  type AuditStoreStatus,
  agreeWindow,
  allowsAction,
  canWithdraw,
  isOpenAuditStore,
} from '../../../contract';

/** What an assigned-audit panel offers (docs/rules.md#the-report-and-its-statuses). */
export interface PanelActions {
  viewReport: 'link' | 'disabled';
  havingTrouble: boolean;
  withdraw: boolean;
  withdrawnNote: boolean;
  /** an audit still to be agreed to: whether its report opens later or can no longer be started */
  agreeNote: Exclude<AgreeWindow, 'open'> | null;
}

/** Why Agree is not offered yet, or any more, for an audit still to be agreed to (the contract's window). */
function agreeNote(store: Pick<AuditStore, 'status' | 'get_date_diff'>): PanelActions['agreeNote'] {
  if (!allowsAction(store.status, 'acknowledge')) return null;
  const window = agreeWindow(store.get_date_diff);
  return window === 'open' ? null : window;
}

/** The withdraw and concern modals send the auditor straight back to the list unless it is open. */
export const modalClosesFor = (status: AuditStoreStatus): boolean => !isOpenAuditStore(status);

/** Withdraw is offered until the day before the audit (the contract's window). */
export const canWithdrawStore = (store: Pick<AuditStore, 'status' | 'get_date_diff'>): boolean =>
  canWithdraw({ status: store.status, dateDiff: store.get_date_diff });

export function panelActions(store: Pick<AuditStore, 'status' | 'get_date_diff'>): PanelActions {
  if (store.status === 'AUDITOR_WITHDRAWN')
    return {
      viewReport: 'disabled',
      havingTrouble: false,
      withdraw: false,
      withdrawnNote: true,
      agreeNote: null,
    };
  return {
    viewReport: 'link',
    havingTrouble: isOpenAuditStore(store.status),
    withdraw: canWithdrawStore(store),
    withdrawnNote: false,
    agreeNote: agreeNote(store),
  };
}

export const auditStorePaths = {
  list: '/audit_store',
  report: (id: number) => `/audit_store/${id}/section`,
  withdraw: (id: number) => `/audit_store/${id}/withdraw`,
  concern: (id: number) => `/audit_store/${id}/report_concern`,
};
