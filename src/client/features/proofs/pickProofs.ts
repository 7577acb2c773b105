import {
  ATTACHMENT_MESSAGES,
  proofTypeOf,
  REPORT_PROOF_MAX_BYTES,
  REPORT_PROOF_MESSAGES,
  UPLOAD_BATCH_MAX,
} from '../../../contract';
import { addPickedProofs, getOfflineDb } from '../../../offline';
import { prepareAndUpload } from '../../syncRuntime/proofUploads';
import { recordPresence } from '../visit/visitPresence';
import { askToKeepStorage, formatBytes, isQuotaError, storageRoom } from './deviceStorage';

export const PICK_MESSAGES = {
  noRoom: (name: string, size: number, left: number) =>
    `${name} (${formatBytes(size)}) does not fit on this device: ${formatBytes(left)} left. Send the files waiting first, or free some space.`,
  storageFull:
    'This device ran out of storage space: these files were not added. The files already waiting are kept and will be sent.',
} as const;

/** Why a picked file cannot be a proof (the server's own rule, from the contract); null when it can. */
export function proofFileProblem(file: { name: string; type: string; size: number }): string | null {
  const type = proofTypeOf(file.type);
  if (!type) return `${file.name}: ${REPORT_PROOF_MESSAGES.unsupportedType}`;
  if (file.size === 0) return `${file.name}: ${ATTACHMENT_MESSAGES.emptyFile}`;
  if (file.size > REPORT_PROOF_MAX_BYTES[type])
    return `${file.name}: ${REPORT_PROOF_MESSAGES.tooLarge(type)}`;
  return null;
}

/**
 * Files picked for a section: refused ones are named with the reason; the rest are stored on the
 * device at once (their tiles show from there) and prepared and uploaded in the background.
 * Returns the problems to show; nothing here waits for the network.
 */
export async function pickProofs(
  target: { auditStoreId: number; sectionId: number; nextSequence: number },
  files: readonly File[],
): Promise<string[]> {
  if (files.length > UPLOAD_BATCH_MAX) return [ATTACHMENT_MESSAGES.tooManyFiles];
  const problems: string[] = [];
  const accepted = files.filter((file) => {
    const problem = proofFileProblem(file);
    if (problem) problems.push(problem);
    return problem === null;
  });
  // Files that would not fit are refused with their size and what is left, before any is stored.
  const room = await storageRoom();
  let left = room.free;
  const fitting = accepted.filter((file) => {
    if (file.size <= left) {
      left -= file.size;
      return true;
    }
    problems.push(PICK_MESSAGES.noRoom(file.name, file.size, left));
    return false;
  });
  if (fitting.length === 0) return problems;
  void askToKeepStorage();
  const pickedAt = new Date().toISOString();
  try {
    await storePicked(target, fitting, pickedAt);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    return [...problems, PICK_MESSAGES.storageFull];
  }
  // After the tiles had their frame: hashing a video is not for the input path.
  setTimeout(() => void prepareAndUpload(), 0);
  // where the proof was taken, if the auditor shares it (decision 0045): never waited for
  void recordPresence(target.auditStoreId, 'proof');
  return problems;
}

/** The picked files on the device in one transaction: all of them, or (storage full) none. */
function storePicked(
  target: { auditStoreId: number; sectionId: number; nextSequence: number },
  accepted: readonly File[],
  pickedAt: string,
) {
  return addPickedProofs(
    getOfflineDb(),
    accepted.map((file, index) => ({
      id: crypto.randomUUID(),
      auditStoreId: target.auditStoreId,
      sectionId: target.sectionId,
      fileName: file.name,
      fileType: file.type,
      blob: file,
      capturedAt: file.lastModified ? new Date(file.lastModified).toISOString() : null,
      pickedAt,
      sequence: target.nextSequence + index,
    })),
    Date.now(),
  );
}
