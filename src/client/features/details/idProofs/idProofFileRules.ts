import {
  ATTACHMENT_MESSAGES,
  firstErrorMessage,
  idProofUploadStartBodySchema,
  isIdProofFileType,
  UPLOAD_BATCH_MAX,
  zodFieldErrors,
} from '../../../../contract';

/** The panel's `accept`: the picker offers what the server takes (spec: "Only images or PDFs"). */
export const ID_PROOF_ACCEPT = 'image/*,application/pdf';

/** Why picked files were not kept on the device, and so will not be sent. */
export const ID_PROOF_PICK_MESSAGES = {
  storageFull:
    'This device ran out of storage space: these files were not added. Free some space and pick them again.',
  notStored: 'These files could not be kept on this device: pick them again.',
} as const;

/** A selection above the spec's limit uploads nothing and says so; undefined when it may go. */
export function selectionRefusal(fileCount: number): string | undefined {
  return fileCount > UPLOAD_BATCH_MAX ? ATTACHMENT_MESSAGES.tooManyFiles : undefined;
}

/**
 * The message the upload start call would answer for this file, checked with the server's own
 * schema, so a file the server would refuse never leaves the browser. A file of no or an
 * unknown type gets the type message: the server would say "required" for a blank type, which
 * tells the user less.
 */
export function idProofFileRefusal(file: File): string | undefined {
  if (!isIdProofFileType(file.type.trim().toLowerCase())) return ATTACHMENT_MESSAGES.idProofType;
  const checked = idProofUploadStartBodySchema.safeParse({
    file_name: file.name,
    file_size: file.size,
    file_type: file.type,
  });
  return checked.success ? undefined : firstErrorMessage(zodFieldErrors(checked.error));
}

/** "2.4 MB", "812 KB", "96 B": sizes as the list shows them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
