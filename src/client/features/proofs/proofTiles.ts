import {
  type ProofTag,
  proofTypeOf,
  type RepeatAlert,
  type ReportProof,
  type ReportProofType,
  tagAccepts,
  tagMismatch,
} from '../../../contract';
import type { ProofRecord } from '../../../offline';

/** What a tile says about its file. */
export type TileState = 'preparing' | 'waiting' | 'uploading' | 'uploaded' | 'failed';

export interface ProofTileData {
  id: string;
  fileName: string;
  fileType: string;
  proofType: ReportProofType | null;
  state: TileState;
  /** a failed file: the server's reason */
  error?: string;
  /** bytes of the file (on the device: in `proofFiles` until it is uploaded) */
  size: number;
  /** a file sent in parts: the bytes the store already holds (decision 0071) */
  bytesSafe?: number;
  /** the uploaded file's address */
  url?: string;
  sequence: number;
  /** pick time (device) or creation order (server), for a stable order among equal sequences */
  pickedAt: string;
  capturedAt: string | null;
  proofTag: number | null;
  repeatAlert: RepeatAlert | null;
}

const LOCAL_STATES: Record<Exclude<ProofRecord['stage'], 'completed'>, TileState> = {
  preparing: 'preparing',
  queued: 'waiting',
  uploading: 'uploading',
  attention: 'failed',
};

function fromServer(proof: ReportProof): ProofTileData {
  return {
    id: proof.id,
    fileName: proof.file_name,
    fileType: proof.file_type,
    proofType: proofTypeOf(proof.file_type),
    state: 'uploaded',
    size: proof.file_size,
    url: proof.direct_url,
    sequence: proof.sequence,
    pickedAt: proof.picked_at ?? '',
    capturedAt: proof.captured_at,
    proofTag: proof.proof_tag,
    repeatAlert: proof.repeat_alert,
  };
}

function fromDevice(record: ProofRecord): ProofTileData {
  // uploaded, and the server's list (failed offline, or kept from before the upload) does not hold
  // it: the record's tag and place are at least as new as its copy of the server's proof
  if (record.stage === 'completed' && record.attachment)
    return { ...fromServer(record.attachment), proofTag: record.proofTagId, sequence: record.sequence };
  return {
    id: record.id,
    fileName: record.fileName,
    fileType: record.fileType,
    proofType: proofTypeOf(record.fileType),
    state: record.stage === 'completed' ? 'uploaded' : LOCAL_STATES[record.stage],
    ...(record.stage === 'attention' && record.lastError ? { error: record.lastError.message } : {}),
    size: record.size,
    ...(record.bytesSafe ? { bytesSafe: record.bytesSafe } : {}),
    sequence: record.sequence,
    pickedAt: record.pickedAt,
    capturedAt: record.capturedAt,
    proofTag: record.proofTagId,
    repeatAlert: null,
  };
}

/** Changes made on the device to uploaded proofs whose calls are still queued. */
export interface QueuedEdits {
  /** the proof's tag call is queued: its tag is the device's */
  tag(attachmentId: string): boolean;
  /** the section's order call is queued: the order is the device's */
  order: boolean;
}

const NO_EDITS: QueuedEdits = { tag: () => false, order: false };

/**
 * The section's tiles: the server's uploaded proofs, and the files on the device that the server
 * does not list yet (a device record wins while its file is still on its way, so a tile never
 * shows "uploaded" before `complete` succeeded). An uploaded proof shows the tag and place set on
 * the device while their calls are still queued. In the auditor's order, then pick order.
 */
export function mergeProofTiles(
  server: readonly ReportProof[] | undefined,
  device: readonly ProofRecord[],
  queued: QueuedEdits = NO_EDITS,
) {
  const tiles = new Map<string, ProofTileData>();
  for (const proof of server ?? []) tiles.set(proof.id, fromServer(proof));
  for (const record of device) {
    const uploaded = tiles.get(record.id);
    if (record.stage !== 'completed' || !uploaded) {
      tiles.set(record.id, fromDevice(record));
      continue;
    }
    if (queued.tag(record.id)) uploaded.proofTag = record.proofTagId;
    if (queued.order) uploaded.sequence = record.sequence;
  }
  return [...tiles.values()].sort((a, b) => a.sequence - b.sequence || a.pickedAt.localeCompare(b.pickedAt));
}

/** Files that count towards the section's minimum: uploaded, or on their way (not refused). */
export function countedProofs(tiles: readonly ProofTileData[]): number {
  return tiles.filter((tile) => tile.state !== 'failed').length;
}

/**
 * What a tile's tag select offers (decision 0033): the section's tags whose kind takes the file,
 * so a photo is never offered the audio tag. A tag the file already carries and may not (set
 * before the rule, or from a tag list kept on the device from before it, and refused by the
 * server) stays in the list so the select shows it, with `mismatch` saying what the tag needs.
 */
export function tagChoices(
  sectionTags: readonly ProofTag[],
  tile: Pick<ProofTileData, 'proofTag' | 'proofType'>,
): { offered: ProofTag[]; mismatch: string | null } {
  const current = sectionTags.find((tag) => tag.id === tile.proofTag);
  return {
    offered: sectionTags.filter((tag) => tag === current || tagAccepts(tag, tile.proofType)),
    mismatch: current ? tagMismatch(current, tile.proofType) : null,
  };
}
