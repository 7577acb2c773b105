import { DETAILS_MODAL_TITLES, DETAILS_SAVED_MESSAGES } from '../../../contract';
import { saveMobileNumber } from '../../api/account';
import { getUser } from '../../api/dashboard';
import { MobileNumberForm } from './contact/MobileNumberForm';
import { useAfterSave } from './detailsContext';
import { EditModal } from './EditModal';

/** details/mobile_number/edit: the saved number comes with the account profile (GET auditor/user). */
export function MobileNumberModal() {
  const afterSave = useAfterSave(DETAILS_SAVED_MESSAGES.mobile);
  return (
    <EditModal title={DETAILS_MODAL_TITLES.mobile} load={getUser} size="small">
      {(user, close) => (
        <MobileNumberForm user={user} save={saveMobileNumber} onSaved={afterSave} onCancel={close} />
      )}
    </EditModal>
  );
}
