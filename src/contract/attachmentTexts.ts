/**
 * The attachments' limits and messages, apart from their schemas (attachments.ts): the report page
 * shows them on its first load, which reads without zod (decision 0051).
 */

/** ID proofs: images or PDF (the ID Proofs panel says so), at most 10 MB each. */
export const ID_PROOF_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_FILE_NAME_MAX = 255;
/** Files one selection may upload (decision 0007; proofs: decision 0014). */
export const UPLOAD_BATCH_MAX = 10;
/** An attachment's row: PENDING from its upload start, COMPLETED once the store holds the file. */
export const ATTACHMENT_STATES = ['PENDING', 'COMPLETED'] as const;
export type AttachmentState = (typeof ATTACHMENT_STATES)[number];
/**
 * Uploads one account may have started in a day and not finished: a device sends its files one
 * at a time and a retry keeps its upload's id, so a handful is the most a person has waiting; a
 * caller starting uploads in a loop grew the table without end.
 */
export const UPLOADS_WAITING_MAX = 100;
export const UPLOADS_WAITING_WINDOW_MS = 24 * 3_600_000;

export function isIdProofFileType(fileType: string): boolean {
  return /^image\/[a-z0-9][a-z0-9.+-]*$/.test(fileType) || fileType === 'application/pdf';
}

export const ATTACHMENT_MESSAGES = {
  required: 'This field is required.',
  notText: 'Enter text.',
  notWholeNumber: 'Enter a whole number.',
  fileNameTooLong: `The file name must be at most ${ATTACHMENT_FILE_NAME_MAX} characters.`,
  emptyFile: 'The file is empty.',
  /** beyond what any proof may weigh and the database counts (contract/ids.ts) */
  fileTooLarge: 'The file is too large.',
  idProofType: 'Only images or PDF files are supported.',
  idProofTooLarge: 'The file must not be larger than 10 MB.',
  idInUse: 'This attachment id belongs to another upload.',
  notUploaded: 'The file has not been uploaded yet.',
  sizeMismatch: 'The uploaded file does not have the declared size.',
  /** the stored bytes are not the ones whose SHA-256 the upload start declared: upload again */
  checksumMismatch: 'The stored file is not the one picked on this device. Retry to upload it again.',
  /** uploads in parts (decision 0071) */
  partsUnavailable: 'This store takes a file in one upload, not in parts.',
  partsNotOpen: 'The upload in parts is not open: ask which parts the store holds again.',
  partSizeWrong: 'The part does not have the size of its place in the file.',
  tooManyWaiting: `${UPLOADS_WAITING_MAX} uploads started in the last day have not finished: let them finish, or delete ones you no longer need, then retry.`,
  tooManyFiles: `You can only upload ${UPLOAD_BATCH_MAX} attachments at once`,
} as const;

/**
 * The question before an attachment is deleted (the original portal's words, its spacing too;
 * decision 0014).
 */
export const confirmDeleteAttachmentMessage = (fileName: string): string =>
  `Are you sure you want to delete ${fileName} attachment ?`;
