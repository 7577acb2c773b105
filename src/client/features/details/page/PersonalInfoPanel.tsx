import { Link } from 'react-router-dom';
import {
  ACCOUNT_FIELD_LABELS,
  DETAILS_MODAL_TITLES,
  DETAILS_PANEL_TITLES,
  DETAILS_TEXTS,
  EDUCATION_LABELS,
  GENDER_LABELS,
  MARITAL_STATUS_LABELS,
  missingPersonalFields,
  PRONOUN_LABELS,
  type ProfileInfo,
  personalFieldName,
} from '../../../../contract';
import { formatCalendarDate } from '../../../lib/dates';
import { fullName } from '../../../lib/profileDisplay';
import { CollapsiblePanel } from './CollapsiblePanel';
import { FactList } from './FactList';

/**
 * What the incomplete panel says: which fields are missing, and a link to the form that takes them
 * (the mobile number has a form of its own, so a filled personal form can still leave it out).
 */
function IncompleteNotice({ profile }: { profile: ProfileInfo }) {
  const missing = missingPersonalFields(profile);
  const onlyMobile = missing.length === 1 && missing[0] === 'mobile_number';
  return (
    <>
      <p>{DETAILS_TEXTS.personalIncomplete(missing.map(personalFieldName))}</p>
      <Link className="details-panel-notice-link" to={onlyMobile ? 'mobile_number/edit' : 'profile/edit'}>
        {onlyMobile ? DETAILS_TEXTS.enterMobileNumber : DETAILS_TEXTS.completePersonalInfo}
      </Link>
    </>
  );
}

/** Personal Information: open with a warning while incomplete, as in the original portal. */
export function PersonalInfoPanel({ profile }: { profile: ProfileInfo }) {
  const city = profile.city;
  return (
    <CollapsiblePanel
      title={DETAILS_PANEL_TITLES.personal}
      initiallyOpen={!profile.is_complete}
      tone={profile.is_complete ? 'plain' : 'warning'}
      notice={profile.is_complete ? undefined : <IncompleteNotice profile={profile} />}
      editTo="profile/edit"
      editLabel={DETAILS_MODAL_TITLES.profile}
    >
      <FactList
        facts={[
          { label: 'Name', value: fullName(profile.first_name, profile.last_name) },
          {
            label: ACCOUNT_FIELD_LABELS.pronouns,
            value: profile.pronouns && PRONOUN_LABELS[profile.pronouns],
          },
          { label: ACCOUNT_FIELD_LABELS.gender, value: profile.gender && GENDER_LABELS[profile.gender] },
          {
            label: ACCOUNT_FIELD_LABELS.education,
            value: profile.education && EDUCATION_LABELS[profile.education],
          },
          {
            label: ACCOUNT_FIELD_LABELS.date_of_birth,
            value: profile.date_of_birth && formatCalendarDate(profile.date_of_birth),
          },
          {
            label: ACCOUNT_FIELD_LABELS.marital_status,
            value: profile.marital_status && MARITAL_STATUS_LABELS[profile.marital_status],
          },
          { label: ACCOUNT_FIELD_LABELS.address, value: profile.address },
          {
            label: ACCOUNT_FIELD_LABELS.city_id,
            value: city && `${city.name}, ${city.state}, ${city.country_name}`,
          },
          { label: ACCOUNT_FIELD_LABELS.pincode, value: profile.pincode },
        ]}
      />
    </CollapsiblePanel>
  );
}
