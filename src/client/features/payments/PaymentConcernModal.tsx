import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PAYMENT_MESSAGES, paymentConcernBodySchema } from '../../../contract';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useTextDraft } from '../../session/useTextDraft';
import { sendPaymentConcern } from '../../syncRuntime/pageSync';
import { Modal } from '../../ui/Modal';
import { SUCCESS_CLOSE_MS } from '../audits/AuditStoreMessageModal';
import { MessageField } from '../audits/MessageField';
import '../audits/messageModal.css';

const NO_ERRORS = { message: [] as string[], general: [] as string[] };

/**
 * /payment/{id}/payment_concern "Concern About the Payment?" (spec). The concern is written into
 * the device's outbox before the thanks show, so it is kept whatever the network does; online it
 * is sent at once, offline when the connection returns (decision 0020). Closes after 3 seconds.
 */
export function PaymentConcernModal() {
  const paymentId = Number(useParams().paymentId);
  const navigate = useNavigate();
  const { search } = useLocation();
  const online = useOnlineStatus();
  const { text, change, discard } = useTextDraft(`paymentConcern:${paymentId}`);
  // The concern's name for the server is kept with its text: a page that goes away after the
  // concern was queued but before the draft was dropped shows the draft again, and sending it
  // again then reuses the name, so the outbox and the server still keep one concern.
  const clientKey = useTextDraft(`paymentConcernKey:${paymentId}`);
  const [errors, setErrors] = useState(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<{ offline: boolean } | null>(null);
  const fieldId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const close = useCallback(
    () => navigate({ pathname: '/payment', search }, { preventScrollReset: true }),
    [navigate, search],
  );

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done, close]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = paymentConcernBodySchema.shape.message.safeParse(text);
    if (!parsed.success) {
      setErrors({ message: parsed.error.issues.map((issue) => issue.message), general: [] });
      return;
    }
    setSaving(true);
    try {
      const key = clientKey.text || crypto.randomUUID();
      if (!clientKey.text) clientKey.change(key);
      await sendPaymentConcern(paymentId, parsed.data.trim(), key);
      discard();
      clientKey.discard();
      setDone({ offline: !online });
    } catch {
      setErrors({ message: [], general: ['This device could not keep your concern. Please try again.'] });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="Concern About the Payment?" onClose={close}>
      {done ? (
        <div role="status" className="message-modal-success">
          <p>{PAYMENT_MESSAGES.concernThanks}</p>
          {done.offline ? <p>{PAYMENT_MESSAGES.concernQueued}</p> : null}
        </div>
      ) : (
        <form className="message-modal-form" onSubmit={submit} noValidate>
          <MessageField
            fieldId={fieldId}
            label="Your concern"
            inputRef={inputRef}
            rows={6}
            placeholder="What is wrong with this payment?"
            text={text}
            onText={(next) => {
              change(next);
              setErrors(NO_ERRORS);
            }}
            errors={errors}
            online
            autoFocus
          />
          {online ? null : <p className="message-modal-offline">{PAYMENT_MESSAGES.concernQueued}</p>}
          <div className="message-modal-actions">
            <button type="button" className="button button-secondary" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={saving}>
              {saving ? 'Saving…' : 'Submit'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
