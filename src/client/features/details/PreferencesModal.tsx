import { DETAILS_MODAL_TITLES, DETAILS_SAVED_MESSAGES } from '../../../contract';
import { getPreferences, savePreferences } from '../../api/account';
import { PreferencesForm } from './contact/PreferencesForm';
import { useAfterSave } from './detailsContext';
import { EditModal } from './EditModal';

/** details/preferences/edit */
export function PreferencesModal() {
  const afterSave = useAfterSave(DETAILS_SAVED_MESSAGES.preferences);
  return (
    <EditModal title={DETAILS_MODAL_TITLES.preferences} load={getPreferences} size="small">
      {(preferences, close) => (
        <PreferencesForm
          preferences={preferences}
          save={savePreferences}
          onSaved={afterSave}
          onCancel={close}
        />
      )}
    </EditModal>
  );
}
