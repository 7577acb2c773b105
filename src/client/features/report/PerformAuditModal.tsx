import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Navigate, useNavigate, useOutletContext, useParams } from 'react-router-dom';
import {
  type AuditStore,
  type AuditStoreStatus,
  allowsAction,
  MESSAGES,
  REPORT_LIMITS,
  REPORT_MESSAGES,
} from '../../../contract';
import { getOfflineDb, refreshReport } from '../../../offline';
import { reportReads } from '../../api/auditStoreReads';
import { useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useTextDraft } from '../../session/useTextDraft';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { auditStorePaths } from '../audits/auditStoreRules';
import { messageFormErrors, NO_ERRORS } from '../audits/messageErrors';
import { type ReportOutletContext, readCachedStore } from './reportRouteContext';
import '../audits/messageModal.css';
import './performAudit.css';
import { MessageField } from '../audits/MessageField';

/** Spec (Audit store status): the perform_audit modal sends what may not be marked straight back to the report. */
const performClosesFor = (status: AuditStoreStatus): boolean => !allowsAction(status, 'markNotPerformed');

export const PERFORM_AUDIT_MESSAGES = {
  performed: `Please fill the report within 48 hours of the audit; an audit report fails if it is not submitted within ${REPORT_LIMITS.submitGraceDays} days after the audit.`,
  notPerformed: REPORT_MESSAGES.notPerformed,
  emptyReason: REPORT_MESSAGES.emptyWithdrawMessage,
} as const;

/** What became of fetching an audit store this device has no copy of. */
type MissingStoreFetch = 'fetching' | 'failedOffline' | 'failed';

/**
 * While the audit store is missing from this device, fetches it: 'fetching' while a fetch can
 * still bring it (from the network, or the service worker's cached answer), then whether it came
 * back without it offline or online. The page below fetches too, but its outcome is not visible
 * from here, so the modal asks itself; `retry` asks again.
 */
function useMissingStoreFetch(id: number, missing: boolean) {
  const [outcome, setOutcome] = useState<MissingStoreFetch>('fetching');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the fetch on retry.
  useEffect(() => {
    if (!missing) return;
    let current = true;
    setOutcome('fetching');
    const db = getOfflineDb();
    refreshReport(db, id, reportReads)
      .catch(() => false)
      .then(() => readCachedStore(db, id))
      .then((store) => {
        if (current && store === null) setOutcome(navigator.onLine ? 'failed' : 'failedOffline');
      });
    return () => {
      current = false;
    };
  }, [id, missing, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { outcome: missing ? outcome : 'fetching', retry };
}

/** /audit_store/{id}/section/perform_audit: 'Performed the Audit?' over the report page. */
export function PerformAuditModal() {
  const id = Number(useParams().auditStoreId);
  const { list, refresh, missing } = useOutletContext<ReportOutletContext>();
  const navigate = useNavigate();
  const back = auditStorePaths.report(id);
  const close = useCallback(() => navigate(back), [navigate, back]);
  const [done, setDone] = useState(false);
  const storeFetch = useMissingStoreFetch(id, missing);

  const store = list.status === 'ready' ? list.data.find((s) => s.id === id) : undefined;
  // A finished audit has nothing to confirm; once marked as not performed, the modal closes itself.
  const gone =
    !done &&
    (list.status === 'error' || (list.status === 'ready' && (!store || performClosesFor(store.status))));
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
      ) : storeFetch.outcome !== 'fetching' ? (
        <StoreUnavailable
          offline={storeFetch.outcome === 'failedOffline'}
          onRetry={storeFetch.retry}
          onClose={close}
        />
      ) : (
        <div className="message-modal-loading">
          <Spinner label="Loading the audit" />
        </div>
      )}
    </Modal>
  );
}

interface StoreUnavailableProps {
  /** the fetch failed without a connection */
  offline: boolean;
  onRetry: () => void;
  onClose: () => void;
}

/** No copy on this device and none to fetch: say why, instead of a spinner that never ends. */
function StoreUnavailable({ offline, onRetry, onClose }: StoreUnavailableProps) {
  return (
    <div className="message-modal-form">
      <p className="perform-audit-unavailable" role="alert">
        {offline ? REPORT_MESSAGES.notAvailableOffline : MESSAGES.genericError}
      </p>
      <div className="message-modal-actions">
        <button type="button" className="button button-secondary" onClick={onRetry}>
          Try again
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

interface PerformAuditFormProps {
  store: AuditStore;
  onPerformed: () => void;
  onNotPerformed: () => Promise<void>;
}

function PerformAuditForm({ store, onPerformed, onNotPerformed }: PerformAuditFormProps) {
  const { text, change: setText, discard } = useTextDraft(`notPerformed:${store.id}`);
  // Until the auditor answers here, a reason kept from before a reload opens with its box.
  const [answered, setNotDone] = useState<boolean | null>(null);
  const notDone = answered ?? text !== '';
  const marking = useServerAction({ none: NO_ERRORS, refusal: messageFormErrors });
  const online = useOnlineStatus();
  const fieldId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (notDone) inputRef.current?.focus();
  }, [notDone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (marking.busy) return;
    marking.setError(NO_ERRORS);
    if (!text.trim()) {
      marking.setError({ message: [PERFORM_AUDIT_MESSAGES.emptyReason], general: [] });
      return;
    }
    void marking.run(async () => {
      // an online call (offline, the button is disabled), loaded with its schemas when made
      const { failAuditStore } = await import('../../api/auditStores');
      await failAuditStore(store.id, text);
      discard();
      await onNotPerformed();
    });
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
        errors={marking.error}
        online={online}
        required
      />
      <div className="message-modal-actions">
        <button type="button" className="button button-secondary" onClick={() => setNotDone(false)}>
          Back
        </button>
        <button type="submit" className="button button-primary" disabled={marking.busy || !online}>
          {marking.busy ? 'saving...' : 'Mark as not performed'}
        </button>
      </div>
    </form>
  );
}
