import type { FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  APPLY_MESSAGES,
  applyBodySchema,
  applyWindow,
  isInWindow,
  reapplyWindow,
  withNext,
} from '../../../contract';
import { getBankInfo } from '../../api/account';
import { applyForAudit, reapplyForAudit } from '../../api/discovery';
import { splitSaveError } from '../../forms/serverErrors';
import { type RefusalDisplay, useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useRemoteData } from '../../session/useRemoteData';
import { useTextDraft } from '../../session/useTextDraft';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { AvailabilityNote } from './AvailabilityNote';
import { BookingCalendar } from './BookingCalendar';
import { useCyclePageContext } from './cyclePageContext';
import { EligibilityNote } from './EligibilityNote';
import { LOCATION_TEXTS } from './LocationCard';

const NO_ERRORS: { date: string[]; general: string[] } = { date: [], general: [] };

/** The server's reasons, the date's beside the calendar; shown until the next pick, a retry too. */
const APPLY_REFUSAL: RefusalDisplay<typeof NO_ERRORS> = {
  none: NO_ERRORS,
  refusal: (error) => {
    const split = splitSaveError(error, ['audit_date']);
    return { date: split.fields.audit_date ?? [], general: split.general };
  },
  keepWhileBusy: true,
};

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
  const { busy, error: errors, setError: setErrors, run } = useServerAction(APPLY_REFUSAL);
  // The card checks the bank details before opening; the terms detour or a link arrives here unchecked.
  const bank = useRemoteData(getBankInfo);
  const here = useLocation();
  const back = `/audit/cycle/${auditCycleId}${here.search}`;
  const close = () => {
    draft.discard();
    navigate(back, { preventScrollReset: true });
  };
  const location = page?.locations.find((entry) => entry.id === Number(auditId));
  if (page && !location) return <Navigate to={back} replace />;

  const window = page
    ? (mode === 'apply' ? applyWindow(page, new Date()) : reapplyWindow(page, new Date())).offered
    : null;
  // a date kept from an earlier visit counts only while the window still offers it
  const pickedDate = isInWindow(draft.text, window) ? draft.text : '';

  // the server's verdict on the page: a calendar reached by its address does not take a date it refuses
  const ineligible = page ? !page.eligibility.eligible : false;
  // taken whatever the window; closed judges the first application's window, which reapply's is not
  const unavailable =
    location?.availability === 'taken' || (mode === 'apply' && location?.availability === 'closed');
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
          {unavailable ? <AvailabilityNote availability={location.availability} /> : null}
          {page.eligibility.eligible ? null : <EligibilityNote eligibility={page.eligibility} />}
          {bankMissing ? (
            <p className="apply-error" role="alert">
              {APPLY_MESSAGES.bankMissing}{' '}
              <Link to={withNext('/details/bank/edit', `${here.pathname}${here.search}`)}>
                Add bank details
              </Link>
            </p>
          ) : null}
          {errors.general
            .filter((message) => message !== APPLY_MESSAGES.bankMissing)
            .map((message) => (
              <p key={message} className="apply-error" role="alert">
                {message}
              </p>
            ))}
          {/* no "dates you can book" for an audit that takes no application */}
          {unavailable ? null : (
            <BookingCalendar
              window={window}
              pickedDate={pickedDate}
              onPick={(date) => {
                draft.change(date);
                setErrors(NO_ERRORS);
              }}
            />
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
              disabled={!pickedDate || busy || !online || !window || bankMissing || ineligible || unavailable}
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
