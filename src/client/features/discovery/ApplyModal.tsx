import type { FormEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { APPLY_MESSAGES, applyBodySchema, applyWindow, reapplyWindow } from '../../../contract';
import { getBankInfo } from '../../api/account';
import { applyForAudit, reapplyForAudit } from '../../api/discovery';
import { splitSaveError } from '../../forms/serverErrors';
import { useServerAction } from '../../forms/useServerAction';
import { formatCalendarDate } from '../../lib/dates';
import { showToast } from '../../pageState/toastStore';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useRemoteData } from '../../session/useRemoteData';
import { useTextDraft } from '../../session/useTextDraft';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useCyclePageContext } from './cyclePageContext';
import { EligibilityNote } from './EligibilityNote';
import { LOCATION_TEXTS } from './LocationCard';

/** YYYY-MM-DD as a local date for the calendar, and back. */
const toDay = (iso: string) => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};
const toIso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

const NO_ERRORS: { date: string[]; general: string[] } = { date: [], general: [] };

/**
 * The apply and reapply modals (spec): an inline calendar offering only the booking window's
 * dates; Apply is disabled until one is picked. The picked date is kept as a draft, so a reload, a detour or
 * a lost connection does not lose it; offline the button says that applying needs a connection.
 */
export function ApplyModal({ mode }: { mode: 'apply' | 'reapply' }) {
  const { auditCycleId, auditId } = useParams();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const { page, refresh } = useCyclePageContext();
  // Close discards the date; a link out of the modal (the bank details) keeps it for the way back.
  const draft = useTextDraft(`${mode}:${auditId}`, { keepOnUnmount: true });
  const {
    busy,
    error: errors,
    setError: setErrors,
    run,
  } = useServerAction({
    none: NO_ERRORS,
    refusal: (error) => {
      const split = splitSaveError(error, ['audit_date']);
      return { date: split.fields.audit_date ?? [], general: split.general };
    },
    keepWhileBusy: true,
  });
  // The card checks the bank details before opening; the terms detour or a link arrives here unchecked.
  const bank = useRemoteData(getBankInfo);
  const back = `/audit/cycle/${auditCycleId}${useLocation().search}`;
  const close = () => {
    draft.discard();
    navigate(back, { preventScrollReset: true });
  };
  const location = page?.locations.find((entry) => entry.id === Number(auditId));
  if (page && !location) return <Navigate to={back} replace />;

  const window = page
    ? (mode === 'apply' ? applyWindow(page, new Date()) : reapplyWindow(page, new Date())).offered
    : null;
  // a date kept from an earlier visit counts only while the window still offers it (ISO dates sort)
  const pickedDate = window && draft.text >= window.first && draft.text <= window.last ? draft.text : '';

  // the server's verdict on the page: a calendar reached by its address does not take a date it refuses
  const ineligible = page ? !page.eligibility.eligible : false;
  const bankMissing =
    (bank.status === 'ready' && !bank.data.is_complete) ||
    errors.general.includes(APPLY_MESSAGES.bankMissing);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = applyBodySchema.safeParse({ audit_date: pickedDate });
    if (!parsed.success) return setErrors({ date: [APPLY_MESSAGES.pickDate], general: [] });
    await run(async () => {
      const send = mode === 'apply' ? applyForAudit : reapplyForAudit;
      await send(Number(auditId), parsed.data.audit_date);
      draft.discard();
      showToast(APPLY_MESSAGES.applied, { tone: 'success' });
      await refresh();
      close();
    });
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
          {page.eligibility.eligible ? null : <EligibilityNote eligibility={page.eligibility} />}
          {bankMissing ? (
            <p className="apply-error" role="alert">
              {APPLY_MESSAGES.bankMissing} <Link to="/details/bank/edit">Add bank details</Link>
            </p>
          ) : null}
          {errors.general
            .filter((message) => message !== APPLY_MESSAGES.bankMissing)
            .map((message) => (
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
                // a window that runs into the next month shows those days without a turn of the page
                showOutsideDays
                selected={pickedDate ? toDay(pickedDate) : undefined}
                onSelect={(day) => {
                  draft.change(day ? toIso(day) : '');
                  setErrors(NO_ERRORS);
                }}
                disabled={[{ before: toDay(window.first) }, { after: toDay(window.last) }]}
                defaultMonth={toDay(pickedDate || window.first)}
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
              disabled={!pickedDate || busy || !online || !window || bankMissing || ineligible}
            >
              {!online
                ? LOCATION_TEXTS.needsConnection
                : busy
                  ? 'Applying…'
                  : mode === 'apply'
                    ? 'Apply'
                    : 'Re-apply'}
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
