import { type FormEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { AuditStore } from '../../../contract';
import { useServerAction } from '../../forms/useServerAction';
import { formatCalendarDate } from '../../lib/dates';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useTextDraft } from '../../session/useTextDraft';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { auditStorePaths, modalClosesFor } from './auditStoreRules';
import { useAuditStoresContext } from './auditStoresContext';
import { messageFormErrors, NO_ERRORS } from './messageErrors';
import './messageModal.css';
import { MessageField } from './MessageField';

/** How long the success text stays before the modal closes (spec: both modals close after 3 s). */
export const SUCCESS_CLOSE_MS = 3000;

export interface MessageModalConfig {
  /** names the draft kept on the device while the modal is open, with the audit store id */
  draftKey: string;
  title: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Returns the error to show for this text, or null to send it. May alert instead (withdraw). */
  check: (text: string) => string | null;
  send: (id: number, message: string) => Promise<string>;
  /** Reload the list after success (the status changed). */
  refreshAfter: boolean;
}

interface AuditStoreMessageModalProps {
  config: MessageModalConfig;
  /** Where closing (and a finished audit) leads: the list by default, the report over the report page. */
  returnTo?: (id: number) => string;
}

const toList = () => auditStorePaths.list;

/**
 * The withdraw and concern modals: a message to the team about one assigned audit. The parent
 * route (the list, or the report page) hands the audit over as `AuditStoresOutletContext`.
 */
export function AuditStoreMessageModal({ config, returnTo = toList }: AuditStoreMessageModalProps) {
  const { auditStoreId } = useParams();
  const id = Number(auditStoreId);
  const { list, refresh } = useAuditStoresContext();
  const navigate = useNavigate();
  const back = returnTo(id);
  const close = useCallback(() => navigate(back), [navigate, back]);
  const [done, setDone] = useState<string | null>(null);

  const store = list.status === 'ready' ? list.data.find((s) => s.id === id) : undefined;
  // Unknown, foreign or finished audits have nothing to withdraw or ask about; once sent, stay.
  const gone =
    !done &&
    (list.status === 'error' || (list.status === 'ready' && (!store || modalClosesFor(store.status))));
  if (gone) return <Navigate to={back} replace />;

  return (
    <Modal title={config.title} onClose={close}>
      {store ? (
        <MessageForm
          config={config}
          store={store}
          done={done}
          onDone={(detail) => {
            setDone(detail);
            if (config.refreshAfter) void refresh();
          }}
          onClosed={close}
        />
      ) : (
        <div className="message-modal-loading">
          <Spinner label="Loading the audit" />
        </div>
      )}
    </Modal>
  );
}

interface MessageFormProps {
  config: MessageModalConfig;
  store: AuditStore;
  done: string | null;
  onDone: (detail: string) => void;
  onClosed: () => void;
}

function MessageForm({ config, store, done, onDone, onClosed }: MessageFormProps) {
  // What is typed is kept on the device until it is sent or the modal is closed.
  const { text, change: setText, discard } = useTextDraft(`${config.draftKey}:${store.id}`);
  const sending = useServerAction({ none: NO_ERRORS, refusal: messageFormErrors });
  const online = useOnlineStatus();
  const fieldId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // The modal may open before the audit is known (a direct link): focus the text once it shows,
  // before it is painted, as the Modal does.
  useLayoutEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    if (done === null) return;
    const timer = setTimeout(onClosed, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, onClosed]);

  if (done !== null)
    return (
      <p className="message-modal-success" role="status">
        {done}
      </p>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.busy) return;
    sending.setError(NO_ERRORS);
    const problem = config.check(text);
    if (problem !== null) {
      if (problem) sending.setError({ message: [problem], general: [] });
      return;
    }
    void sending.run(async () => {
      const detail = await config.send(store.id, text);
      discard();
      onDone(detail);
    });
  };

  return (
    <form className="message-modal-form" onSubmit={submit} noValidate>
      <p className="message-modal-about">
        <strong>{store.audit.audit_cycle.client.auditor_display_name}</strong>, {store.audit.store.name},{' '}
        {store.audit.store.city.name} ·{' '}
        <span className="message-modal-date">{formatCalendarDate(store.audit_date)}</span>
      </p>
      <MessageField
        fieldId={fieldId}
        label={config.label}
        inputRef={inputRef}
        rows={6}
        placeholder={config.placeholder}
        text={text}
        onText={setText}
        errors={sending.error}
        online={online}
        autoFocus
      />
      <div className="message-modal-actions">
        <button type="button" className="button button-secondary" onClick={onClosed}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={sending.busy || !online}>
          {sending.busy ? 'saving...' : config.submitLabel}
        </button>
      </div>
    </form>
  );
}
