import { DETAILS_MODAL_TITLES, DETAILS_SAVED_MESSAGES } from '../../../contract';
import { getAdditionalInfo, saveAdditionalInfo } from '../../api/account';
import { AdditionalInfoForm } from './additional/AdditionalInfoForm';
import { useAfterSave } from './detailsContext';
import { EditModal } from './EditModal';

/** details/additional/edit */
export function AdditionalInfoModal() {
  const afterSave = useAfterSave(DETAILS_SAVED_MESSAGES.additional);
  return (
    <EditModal title={DETAILS_MODAL_TITLES.additional} load={getAdditionalInfo} size="large">
      {(info, close) => (
        <AdditionalInfoForm info={info} save={saveAdditionalInfo} onSaved={afterSave} onCancel={close} />
      )}
    </EditModal>
  );
}
