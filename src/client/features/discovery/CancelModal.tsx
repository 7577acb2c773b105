import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { APPLY_MESSAGES, auditTypeLabel } from '../../../contract';
import { cancelApplication } from '../../api/discovery';
import { refusalMessages, useServerAction } from '../../forms/useServerAction';
import { showToast } from '../../pageState/toastStore';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';
import { useCyclePageContext } from './cyclePageContext';
import { LOCATION_TEXTS } from './LocationCard';

/** The cancel confirmation (spec): the audit's type and address, Yes and No. */
export function CancelModal() {
  const { auditCycleId, auditId } = useParams();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const { page, refresh } = useCyclePageContext();
  const { busy, error: problem, run } = useServerAction({ ...refusalMessages, keepWhileBusy: true });
  const back = `/audit/cycle/${auditCycleId}${useLocation().search}`;
  // back to the card the auditor opened this from, not to the top of the page
  const close = () => navigate(back, { preventScrollReset: true });
  const location = page?.locations.find((entry) => entry.id === Number(auditId));
  if (page && !location) return <Navigate to={back} replace />;

  const confirm = () =>
    run(async () => {
      await cancelApplication(Number(auditId));
      showToast(APPLY_MESSAGES.cancelled, { tone: 'success' });
      await refresh();
      close();
    });

  return (
    <Modal title="Cancel your application?" size="small" onClose={close}>
      {!page || !location ? (
        <Spinner label="Loading the audit" />
      ) : (
        <div className="apply-form">
          <p className="apply-about">
            {auditTypeLabel(page.type)}
            <br />
            <strong>{location.store.name}</strong>, {location.store.address}, {location.store.city.name}
          </p>
          {problem.map((message) => (
            <p key={message} className="apply-error" role="alert">
              {message}
            </p>
          ))}
          <div className="apply-actions">
            <button type="button" className="button button-secondary" onClick={close} data-autofocus>
              No
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={busy || !online}
              onClick={() => void confirm()}
            >
              {online ? 'Yes' : LOCATION_TEXTS.needsConnection}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}
