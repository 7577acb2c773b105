import type { ProofType } from './lookups';

/** The proof types a report takes (an ID proof is the account's, not a report's). */
export type ReportProofType = Exclude<ProofType, 'ID_PROOF'>;

/**
 * What file a proof tag stands for (decision 0033): each tag declares a kind, and the kind says
 * which proof types a file carrying the tag may be. A "Sales conversation audio" tag is an AUDIO
 * tag, so a photo cannot be its file: the tag picker offers it only to audio, the mandatory-proof
 * tick and the submit check count only an audio file, and the server refuses any other.
 */
export const PROOF_KINDS = ['PHOTO', 'AUDIO', 'VIDEO', 'DOCUMENT'] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

/** The proof types a tag of each kind accepts: a document comes as a photo of it or as a PDF. */
export const PROOF_KIND_ACCEPTS: Record<ProofKind, readonly ReportProofType[]> = {
  PHOTO: ['PHOTO'],
  AUDIO: ['AUDIO'],
  VIDEO: ['VIDEO'],
  DOCUMENT: ['PHOTO', 'OTHER'],
};

/** A file's kind in the auditor's words (the tile's and the reviewer's label). */
export const PROOF_TYPE_LABELS: Record<ReportProofType, string> = {
  PHOTO: 'Photo',
  AUDIO: 'Audio',
  VIDEO: 'Video',
  OTHER: 'PDF',
};

const KIND_NEEDS: Record<ProofKind, string> = {
  PHOTO: 'a photo',
  AUDIO: 'an audio recording',
  VIDEO: 'a video',
  DOCUMENT: 'a photo or a PDF of the document',
};

const TYPE_IS: Record<ReportProofType, string> = {
  PHOTO: 'a photo',
  AUDIO: 'an audio recording',
  VIDEO: 'a video',
  OTHER: 'a PDF',
};

/** The part of a tag these rules read: its kind, null for a tag that takes any file. */
export interface KindedTag {
  proof_tag: string;
  proof_kind: ProofKind | null;
}

/** Whether a file of `proofType` may carry `tag` (null: not a type any proof may have). */
export function tagAccepts(tag: Pick<KindedTag, 'proof_kind'>, proofType: ReportProofType | null): boolean {
  if (tag.proof_kind === null) return true;
  return proofType !== null && PROOF_KIND_ACCEPTS[tag.proof_kind].includes(proofType);
}

/** The tags a file of `proofType` may be given, in their order. */
export function tagsForProofType<Tag extends Pick<KindedTag, 'proof_kind'>>(
  tags: readonly Tag[],
  proofType: ReportProofType | null,
): Tag[] {
  return tags.filter((tag) => tagAccepts(tag, proofType));
}

/**
 * Whether a file proves `tag`: it carries the tag and is of a type the tag accepts. What the
 * mandatory-proof tick shows and the submit check counts, so a photo wrongly tagged as the audio
 * proof (tagged before the rule, or on a device whose tag list predates it) never counts.
 */
export function provesTag(
  tag: { id: number } & Pick<KindedTag, 'proof_kind'>,
  file: { proofTag: number | null; proofType: ReportProofType | null },
): boolean {
  return file.proofTag === tag.id && tagAccepts(tag, file.proofType);
}

/** Why a file cannot carry `tag`, naming what the tag needs; null when it can. */
export function tagMismatch(tag: KindedTag, proofType: ReportProofType | null): string | null {
  if (tag.proof_kind === null || tagAccepts(tag, proofType)) return null;
  const is = proofType === null ? 'this file is of another type' : `this file is ${TYPE_IS[proofType]}`;
  return `“${tag.proof_tag}” needs ${KIND_NEEDS[tag.proof_kind]}; ${is}.`;
}
