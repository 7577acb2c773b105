import { Link } from 'react-router-dom';
import { DETAILS_MODAL_TITLES, DETAILS_TEXTS, receivesOpportunitiesOnWhatsapp } from '../../../../contract';
import { formatPhone } from '../../../lib/profileDisplay';
import { Card } from '../../../ui/Card';
import { EmailText } from '../../../ui/EmailText';
import { CertificationStandingText } from '../../certification/CertificationStandingText';
import type { DetailsData } from '../detailsData';
import { PreferenceMark } from './PreferenceMark';

/**
 * The account block (docs/rules.md#screens, `/details`): completion, certification, contacts,
 * password and preferences.
 */
export function AccountBlock({ data }: { data: DetailsData }) {
  const { user, preferences } = data;
  const mobile = formatPhone(user.dial_code, user.mobile_number);
  const whatsapp = formatPhone(user.whatsapp_dial_code, user.whatsapp_number);
  const receivesOnWhatsapp = receivesOpportunitiesOnWhatsapp(preferences, user.whatsapp_number);
  return (
    <Card className="details-account">
      <dl className="details-facts">
        <div className="details-fact">
          <dt>{DETAILS_TEXTS.profileCompletion}</dt>
          <dd data-testid="details-completion">{data.completionPercentage}%</dd>
        </div>
        <div className="details-fact">
          <dt>{DETAILS_TEXTS.certificationScore}</dt>
          <dd data-testid="details-certification">
            <CertificationStandingText
              standing={user.certification}
              notTakenPrefix={DETAILS_TEXTS.notAvailable}
            />
          </dd>
        </div>
        <div className="details-fact">
          <dt>{DETAILS_TEXTS.email}</dt>
          <dd className="details-email">
            <EmailText email={user.email} />
          </dd>
        </div>
        <div className="details-fact">
          <dt>{DETAILS_TEXTS.mobileNumber}</dt>
          <dd data-testid="details-mobile">
            {mobile ? (
              <>
                {mobile}{' '}
                <Link to="mobile_number/edit" aria-label={DETAILS_MODAL_TITLES.mobile}>
                  {DETAILS_TEXTS.edit}
                </Link>
              </>
            ) : (
              <Link className="details-prompt" to="mobile_number/edit">
                {DETAILS_TEXTS.addMobileNumber}
              </Link>
            )}
          </dd>
        </div>
        <div className="details-fact">
          <dt>{DETAILS_TEXTS.whatsappNumber}</dt>
          <dd data-testid="details-whatsapp">
            {whatsapp ?? <span className="details-missing">{DETAILS_TEXTS.notSet}</span>}{' '}
            <Link to="whatsapp_number/edit" aria-label={DETAILS_MODAL_TITLES.whatsapp}>
              {DETAILS_TEXTS.edit}
            </Link>
          </dd>
        </div>
        <div className="details-fact">
          <dt>{DETAILS_TEXTS.receiveOpportunities}</dt>
          <dd data-testid="details-preferences">
            <PreferenceMark
              label={DETAILS_TEXTS.preferenceEmail}
              on={preferences.receive_new_opportunities_email}
            />
            <PreferenceMark
              label={DETAILS_TEXTS.preferenceWhatsapp}
              on={receivesOnWhatsapp}
              {...(preferences.receive_new_opportunities_sms && !whatsapp
                ? { note: DETAILS_TEXTS.preferenceNeedsWhatsappNumber }
                : {})}
            />
            <Link to="preferences/edit" aria-label={DETAILS_MODAL_TITLES.preferences}>
              {DETAILS_TEXTS.edit}
            </Link>
          </dd>
        </div>
        <div className="details-fact">
          <dt>{DETAILS_TEXTS.receiveUpdates}</dt>
          <dd data-testid="details-updates">
            <PreferenceMark
              label={DETAILS_TEXTS.preferenceEmail}
              on={preferences.receive_updates_email !== false}
            />
          </dd>
        </div>
      </dl>
      {/* a server page outside the app, so a plain link rather than a router Link */}
      <a className="details-password" href="/auth/password_change">
        {DETAILS_TEXTS.changePassword}
      </a>
    </Card>
  );
}
