import { DETAILS_MODAL_TITLES, DETAILS_SAVED_MESSAGES } from '../../../contract';
import { getBankInfo, saveBankInfo } from '../../api/account';
import { BankForm } from './bank/BankForm';
import { useAfterSave } from './detailsContext';
import { EditModal } from './EditModal';

/** details/bank/edit */
export function BankModal() {
  const afterSave = useAfterSave(DETAILS_SAVED_MESSAGES.bank);
  return (
    <EditModal title={DETAILS_MODAL_TITLES.bank} load={getBankInfo}>
      {(bank, close) => <BankForm bank={bank} save={saveBankInfo} onSaved={afterSave} onCancel={close} />}
    </EditModal>
  );
}
