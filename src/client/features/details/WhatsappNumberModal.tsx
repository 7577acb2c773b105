import { DETAILS_MODAL_TITLES, DETAILS_SAVED_MESSAGES } from '../../../contract';
import { getWhatsappNumber, saveWhatsappNumber } from '../../api/account';
import { WhatsappNumberForm } from './contact/WhatsappNumberForm';
import { useAfterSave } from './detailsContext';
import { EditModal } from './EditModal';

/** details/whatsapp_number/edit */
export function WhatsappNumberModal() {
  const afterSave = useAfterSave(DETAILS_SAVED_MESSAGES.whatsapp);
  return (
    <EditModal title={DETAILS_MODAL_TITLES.whatsapp} load={getWhatsappNumber} size="small">
      {(whatsapp, close) => (
        <WhatsappNumberForm
          whatsapp={whatsapp}
          save={saveWhatsappNumber}
          onSaved={afterSave}
          onCancel={close}
        />
      )}
    </EditModal>
  );
}
