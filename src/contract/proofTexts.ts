import type { ReportProofType } from './proofKinds';
import { storableText } from './storableTextRule';

/**
 * The proofs' limits, messages and player settings, apart from their schemas (reportProofs.ts,
 * proofNotes.ts): the report page shows them on its first load, which reads without zod
 * (decision 0051).
 */

const MB = 1024 * 1024;
/**
 * The largest file of each kind. Photos are compressed on the device to about 1 MB, but one that
 * cannot be (a HEIC the browser cannot decode) goes as picked: a 48-megapixel phone photo is
 * under 25 MB. A voice note of an hour is under 60 MB even as AAC. A short video: about 90 s of a
 * phone's 1080p recording. Other files are documents such as a bill (decision 0014).
 */
export const REPORT_PROOF_MAX_BYTES: Record<ReportProofType, number> = {
  PHOTO: 25 * MB,
  AUDIO: 60 * MB,
  VIDEO: 200 * MB,
  OTHER: 10 * MB,
};

const sizeLabel = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export const REPORT_PROOF_MESSAGES = {
  unsupportedType: 'Only photos, audio, video or PDF files can be attached.',
  tooLarge: (type: ReportProofType) =>
    `The file must not be larger than ${sizeLabel(REPORT_PROOF_MAX_BYTES[type])}.`,
  badChecksum: 'Enter the SHA-256 of the file as 64 hexadecimal characters.',
  tagNotOfSection: 'This tag is not one of the section’s tags.',
  notOfSection: 'These attachments are not all proofs of this section.',
  arrangeMissesAttachment: 'The order must include the attachment it is sent for.',
  repeatLabel: 'This file is also attached to another report',
} as const;

export const PROOF_NOTE_REASON_MAX = 1000;

/**
 * The proof-tag modal (spec: tag and reason both needed, else 'Fields can not be empty'; only
 * non-required tags offered). The spec leaves open what it records; decision 0017: a *proof note*,
 * the auditor's reason why an optional proof of a section is not attached ("Bill: the cashier
 * would not print one"), one per report and tag, for the reviewer. A required proof cannot be
 * excused by a note: it must be attached, and the submit check still counts it.
 */
export const PROOF_NOTE_MESSAGES = {
  empty: 'Fields can not be empty',
  requiredTag: 'A mandatory proof must be attached; only an optional proof can be explained.',
  notOfReport: 'This tag is not one of the report’s tags.',
  title: 'Explain a missing proof',
  open: 'Explain a missing proof',
  listTitle: 'Proofs not attached, and why',
  tooLong: `At most ${PROOF_NOTE_REASON_MAX} characters.`,
  /** said in the modal when the section has mandatory proofs, which it does not offer (decision 0017) */
  mandatoryNotListed: (tags: readonly string[]) =>
    `${tags.join(', ')} ${tags.length === 1 ? 'is' : 'are'} mandatory: a mandatory proof must be attached, so it is not listed here. If you cannot take it, tell us under "Having trouble?".`,
} as const;

/**
 * The proof-note modal's check before it keeps a note on the device, without zod: the report's
 * first load carries the modal, which opens offline. Of what the modal sends (an offered tag's
 * id, or 0 for none, and the typed reason) it takes what `proofNoteBodySchema` takes, with the
 * reason as the server stores it; a test holds the two together.
 */
export function proofNoteOfForm(
  tagId: number,
  reason: string,
): { ok: true; proof_tag_id: number; reason: string } | { ok: false; error: string } {
  const text = storableText(reason).trim();
  if (!Number.isInteger(tagId) || tagId <= 0 || text === '')
    return { ok: false, error: PROOF_NOTE_MESSAGES.empty };
  if (text.length > PROOF_NOTE_REASON_MAX) return { ok: false, error: PROOF_NOTE_MESSAGES.tooLong };
  return { ok: true, proof_tag_id: tagId, reason: text };
}

/** Tags an auditor may pick for a proof of `sectionId` (spec: only the section's own tags). */
export function tagsOfSection<Tag extends { section_id: number | null }>(
  tags: readonly Tag[],
  sectionId: number,
): Tag[] {
  return tags.filter((tag) => tag.section_id === sectionId);
}

/** The audio and video player of a proof (decisions 0014, 0015). */
export const PROOF_PLAYER = {
  /** the basic speed menu, as the spec lists it */
  basicRates: [2, 1.5, 1.25, 1, 0.5, 0.25],
  /** the full player bar's speeds */
  fullBarRates: [1, 1.25, 1.5, 2],
  /** seconds moved by the arrow keys, and by j and l */
  arrowSeekSeconds: 5,
  letterSeekSeconds: 10,
  volumeStep: 0.05,
  cannotPlay: 'Please download file if you are not able to play it.',
  loadingAmr: 'Please wait while loading AMR file',
  cannotLoadImage: 'cannot load image',
  fetchFailed: (url: string) => `Failed to fetch ${url}`,
} as const;
