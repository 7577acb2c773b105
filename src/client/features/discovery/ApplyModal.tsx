import { type FormEvent, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { APPLY_MESSAGES, applyBodySchema, applyWindow, reapplyWindow } from '../../../contract';
import { applyForAudit, reapplyForAudit } from '../../api/discovery';
import { isSessionExpiredError } from '../../api/http';
import { splitSaveError } from '../../forms/serverErrors';
import { formatCalendarDate } from '../../lib/dates';
import { showToast } from '../../pageState/toastStore';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useTextDraft } from '../../session/useTextDraft';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useCyclePageContext } from './cyclePageContext';
import { LOCATION_TEXTS } from './LocationCard';

/** YYYY-MM-DD as a local date for the calendar, and back. */
const toDay = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};
const toIso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/**
 * The apply and reapply modals (spec): an inline calendar offering only the booking window's
 * dates; Apply is disabled until one is picked. The picked date is kept as a draft, so a reload or
 * a lost connection does not lose it; offline the button says that applying needs a connection.
 */
export function ApplyModal({ mode }: { mode: 'apply' | 'reapply' }) {
  const { auditCycleId, auditId } = useParams();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const { page, refresh } = useCyclePageContext();
  const picked = useTextDraft(`${mode}:${auditId}`);
  const [errors, setErrors] = useState<{ date: string[]; general: string[] }>({ date: [], general: [] });
  const [busy, setBusy] = useState(false);
  const back = `/audit/cycle/${auditCycleId}`;
  const close = () => navigate(back);
  const location = page?.locations.find((entry) => entry.id === Number(auditId));
  if (page && !location) return <Navigate to={back} replace />;

  const window = page
    ? (mode === 'apply' ? applyWindow(page, new Date()) : reapplyWindow(page, new Date())).offered
    : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = applyBodySchema.safeParse({ audit_date: picked.text });
    if (!parsed.success) return setErrors({ date: [APPLY_MESSAGES.pickDate], general: [] });
    setBusy(true);
    try {
      const send = mode === 'apply' ? applyForAudit : reapplyForAudit;
      await send(Number(auditId), parsed.data.audit_date);
      picked.discard();
      showToast(APPLY_MESSAGES.applied, { tone: 'success' });
      await refresh();
      close();
    } catch (error) {
      if (isSessionExpiredError(error)) return;
      const split = splitSaveError(error, ['audit_date']);
      setErrors({ date: split.fields.audit_date ?? [], general: split.general });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={mode === 'apply' ? 'Pick your audit date' : 'Pick a new audit date'} onClose={close}>
      {!page || !location ? (
        <Spinner label="Loading the audit" />
      ) : (
        <form className="apply-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="apply-about">
            <strong>{location.store.name}</strong>, {location.store.address}, {location.store.city.name}
          </p>
          {errors.general.map((message) => (
            <p key={message} className="apply-error" role="alert">
              {message}
            </p>
          ))}
          {window ? (
            <>
              <p className="apply-window">
                Dates you can book: {formatCalendarDate(window.first)} to {formatCalendarDate(window.last)}
              </p>
              <DayPicker
                mode="single"
                selected={picked.text ? toDay(picked.text) : undefined}
                onSelect={(day) => {
                  picked.change(day ? toIso(day) : '');
                  setErrors({ date: [], general: [] });
                }}
                disabled={[{ before: toDay(window.first) }, { after: toDay(window.last) }]}
                defaultMonth={toDay(picked.text || window.first)}
                startMonth={toDay(window.first)}
                endMonth={toDay(window.last)}
              />
            </>
          ) : (
            <p className="apply-error">{APPLY_MESSAGES.noDateLeft}</p>
          )}
          {errors.date.map((message) => (
            <p key={message} className="apply-error" role="alert">
              {message}
            </p>
          ))}
          <div className="apply-actions">
            <button type="button" className="button button-secondary" onClick={close}>
              Close
            </button>
            <button
              type="submit"
              className="button button-primary"
              disabled={!picked.text || busy || !online || !window}
            >
              {!online
                ? LOCATION_TEXTS.needsConnection
                : busy
                  ? 'Applying…'
                  : mode === 'apply'
                    ? 'Apply'
                    : 'Re Apply'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

export function ApplyRoute() {
  return <ApplyModal mode="apply" />;
}

export function ReapplyRoute() {
  return <ApplyModal mode="reapply" />;
}
