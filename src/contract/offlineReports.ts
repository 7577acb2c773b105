import { isOpenAuditStore } from './auditStoreRules';
import type { AuditStoreStatus } from './statuses';

/**
 * Reports kept on the device for use without signal (decision 0012): every report the auditor may
 * still open to work on is saved when the audit list or the dashboard loads, so a report seen at
 * home opens in the store. The statuses, and what a card and the report say about it.
 */
export const isKeptOffline = (status: AuditStoreStatus): boolean => isOpenAuditStore(status);

export const OFFLINE_READINESS_TEXTS = {
  ready: 'Ready offline',
  saving: 'Saving for offline use…',
  notSavedOffline:
    'Not saved on this phone yet: there is no connection. It is saved when this list opens online.',
  notSavedFailed:
    'Not saved for offline use: the server did not answer. It is tried again when this list opens.',
  reportNotSavedOffline:
    'This report is not saved on this phone yet, and there is no connection. Open the audit list or the dashboard once with a connection and it is kept for offline use.',
  reportLoadFailed: 'This report could not be loaded.',
} as const;
