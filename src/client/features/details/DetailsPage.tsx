import { Outlet } from 'react-router-dom';
import { DETAILS_PANEL_TITLES, DETAILS_TEXTS } from '../../../contract';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import type { DetailsOutletContext } from './detailsContext';
import { IdProofsPanel } from './IdProofsPanel';
import { AccountBlock } from './page/AccountBlock';
import { AdditionalInfoPanel } from './page/AdditionalInfoPanel';
import { CollapsiblePanel } from './page/CollapsiblePanel';
import { DataViewsPanel } from './page/DataViewsPanel';
import { DeactivateProfile } from './page/DeactivateProfile';
import { PaymentDetailsPanel } from './page/PaymentDetailsPanel';
import { PersonalInfoPanel } from './page/PersonalInfoPanel';
import { useDetailsData } from './useDetailsData';
import './details.css';

/** /details: the account block, the four panels, and the edit modals (child routes) over them. */
export function DetailsPage() {
  const details = useDetailsData();
  const context: DetailsOutletContext = { refresh: details.refresh };

  return (
    <div className="details-page">
      <h1 className="page-title">{DETAILS_TEXTS.pageTitle}</h1>
      {details.status === 'loading' ? (
        <div className="details-loading">
          <Spinner label="Loading your details" />
        </div>
      ) : null}
      {details.status === 'error' ? (
        <ErrorNotice message={DETAILS_TEXTS.loadFailed} onRetry={() => void details.refresh()} />
      ) : null}
      {details.status === 'ready' ? (
        <div className="details-layout">
          <div className="details-side">
            <AccountBlock data={details.data} />
            <DeactivateProfile userId={details.data.user.user_id} />
          </div>
          <div className="details-panels">
            <PersonalInfoPanel profile={details.data.profile} />
            <PaymentDetailsPanel bank={details.data.bank} />
            <AdditionalInfoPanel info={details.data.additional} />
            <CollapsiblePanel title={DETAILS_PANEL_TITLES.idProofs} initiallyOpen>
              <IdProofsPanel onChanged={() => void details.refresh()} />
            </CollapsiblePanel>
            <CollapsiblePanel title={DETAILS_PANEL_TITLES.dataViews} initiallyOpen={false}>
              <DataViewsPanel />
            </CollapsiblePanel>
          </div>
        </div>
      ) : null}
      <Outlet context={context} />
    </div>
  );
}
