import { DETAILS_MODAL_TITLES, DETAILS_SAVED_MESSAGES } from '../../../contract';
import { saveProfileInfo } from '../../api/account';
import { getProfileInfo } from '../../api/dashboard';
import { useAfterSave } from './detailsContext';
import { EditModal } from './EditModal';
import { ProfileForm } from './profile/ProfileForm';

/** details/profile/edit */
export function ProfileModal() {
  const afterSave = useAfterSave(DETAILS_SAVED_MESSAGES.profile);
  return (
    <EditModal title={DETAILS_MODAL_TITLES.profile} load={getProfileInfo} size="large">
      {(profile, close) => (
        <ProfileForm profile={profile} save={saveProfileInfo} onSaved={afterSave} onCancel={close} />
      )}
    </EditModal>
  );
}
