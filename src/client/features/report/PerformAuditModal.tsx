import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router-dom';
import {
  type AuditStore,
  type AuditStoreStatus,
  auditStoreSchema,
  REPORT_LIMITS,
  REPORT_MESSAGES,
} from '../../../contract';
import { failAuditStore, reportPaths } from '../../api/auditor';
import { isSessionExpiredError } from '../../api/http';
import { showToast } from '../../app/toastStore';
import { useOnlineStatus } from '../../app/useOnlineStatus';
import { getOfflineDb } from '../../offline/db';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { auditStorePaths } from '../audits/auditStoreRules';
import { type AuditStoresOutletContext, useAuditStoresContext } from '../audits/auditStoresContext';
import { type MessageFormErrors, messageFormErrors, NO_ERRORS } from '../audits/messageErrors';
import { ReportPage } from './ReportPage';
import { refreshReport } from './reportData';
import '../audits/messageModal.css';
import { MessageField } from '../audits/MessageField';

/** Spec (Audit store status): the perform_audit modal sends these straight back to the report. */
export const PERFORM_CLOSED_STATUSES: ReadonlySet<AuditStoreStatus> = new Set([
  'FAILED',
  'SUBMITTED',
  'PM_REVIEW',
  'WITHDRAWN',
  'COMPLETED',
  'ACCEPTED',
  'REJECTED',
]);

export const PERFORM_AUDIT_MESSAGES = {
  performed: `Please fill the report within 48 hours of the audit; an audit report fails if it is not submitted within ${REPORT_LIMITS.submitGraceDays} days after the audit.`,
  notPerformed: 'The audit is marked as not performed.',
  emptyReason: REPORT_MESSAGES.emptyWithdrawMessage,
} as const;

/**
 * /audit_store/{id}/section and its modal children: the report page with the modal routes over
 * it. The modals get the audit store from the report's Dexie copy, in the shape the list hands
 * to its own modals, so the list's concern modal works here unchanged.
 */
export function ReportRoute() {
  const id = Number(useParams().auditStoreId);
  const db = getOfflineDb();
  const store = useLiveQuery(async () => {
    const row = await db.serverCache.get(reportPaths.auditStore(id));
    const parsed = auditStoreSchema.safeParse(row?.body);
    return parsed.success ? parsed.data : null;
  }, [db, id]);
  const refresh = useCallback(async () => {
    await refreshReport(db, id);
  }, [db, id]);
  const context: AuditStoresOutletContext = {
    list: store ? { status: 'ready', data: [store] } : { status: 'loading' },
    refresh,
  };
  return (
    <>
      <ReportPage />
      <Outlet context={context} />
    </>
  );
}

/** /audit_store/{id}/section/perform_audit: 'Performed the Audit?' over the report page. */
export function PerformAuditModal() {
  const id = Number(useParams().auditStoreId);
  const { list, refresh } = useAuditStoresContext();
  const navigate = useNavigate();
  const back = auditStorePaths.report(id);
  const close = useCallback(() => navigate(back), [navigate, back]);
  const [done, setDone] = useState(false);

  const store = list.status === 'ready' ? list.data.find((s) => s.id === id) : undefined;
  // A finished audit has nothing to confirm; once marked as not performed, the modal closes itself.
  const gone =
    !done &&
    (list.status === 'error' ||
      (list.status === 'ready' && (!store || PERFORM_CLOSED_STATUSES.has(store.status))));
  if (gone) return <Navigate to={back} replace />;

  const performed = () => {
    showToast(PERFORM_AUDIT_MESSAGES.performed, { tone: 'info' });
    close();
  };

  const notPerformed = async () => {
    setDone(true);
    showToast(PERFORM_AUDIT_MESSAGES.notPerformed, { tone: 'success' });
    // the report turns FAILED and read-only: its copies are fetched again before the modal closes
    await refresh().catch(() => undefined);
    close();
  };

  return (
    <Modal title="Performed the Audit?" onClose={close}>
      {store ? (
        <PerformAuditForm store={store} onPerformed={performed} onNotPerformed={notPerformed} />
      ) : (
        <div className="message-modal-loading">
          <Spinner label="Loading the audit" />
        </div>
      )}
    </Modal>
  );
}

interface PerformAuditFormProps {
  store: AuditStore;
  onPerformed: () => void;
  onNotPerformed: () => Promise<void>;
}

function PerformAuditForm({ store, onPerformed, onNotPerformed }: PerformAuditFormProps) {
  const [notDone, setNotDone] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<MessageFormErrors>(NO_ERRORS);
  const online = useOnlineStatus();
  const fieldId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (notDone) inputRef.current?.focus();
  }, [notDone]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setErrors(NO_ERRORS);
    if (!text.trim()) {
      setErrors({ message: [PERFORM_AUDIT_MESSAGES.emptyReason], general: [] });
      return;
    }
    setSending(true);
    try {
      await failAuditStore(store.id, text);
      await onNotPerformed();
    } catch (error) {
      if (!isSessionExpiredError(error)) setErrors(messageFormErrors(error));
    } finally {
      setSending(false);
    }
  };

  const about = (
    <p className="message-modal-about">
      <strong>{store.audit.audit_cycle.client.auditor_display_name}</strong>, {store.audit.store.name},{' '}
      {store.audit.store.city.name}
    </p>
  );

  if (!notDone)
    return (
      <div className="message-modal-form">
        {about}
        <p className="message-modal-label">Did you visit the store and perform this audit?</p>
        <div className="message-modal-actions">
          <button type="button" className="button button-secondary" onClick={() => setNotDone(true)}>
            No, I could not
          </button>
          <button type="button" className="button button-primary" data-autofocus onClick={onPerformed}>
            Yes, I performed it
          </button>
        </div>
      </div>
    );

  return (
    <form className="message-modal-form" onSubmit={submit} noValidate>
      {about}
      <MessageField
        fieldId={fieldId}
        label="Why could you not perform the audit?"
        inputRef={inputRef}
        rows={5}
        placeholder="Tell us what stopped the audit"
        text={text}
        onText={setText}
        errors={errors}
        online={online}
        required
      />
      <div className="message-modal-actions">
        <button type="button" className="button button-secondary" onClick={() => setNotDone(false)}>
          Back
        </button>
        <button type="submit" className="button button-primary" disabled={sending || !online}>
          {sending ? 'saving...' : 'Mark as not performed'}
        </button>
      </div>
    </form>
  );
}
