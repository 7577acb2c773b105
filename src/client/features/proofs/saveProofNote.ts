import { getOfflineDb, setProofNoteOnDevice } from '../../../offline';
import { pageSyncEngine } from '../../syncRuntime/pageSync';

/** A proof note kept on the device (null removes it), then sent with the report's other changes. */
export async function saveNote(auditStoreId: number, tagId: number, reason: string | null) {
  await setProofNoteOnDevice(getOfflineDb(), auditStoreId, tagId, reason);
  void pageSyncEngine().drain();
}
