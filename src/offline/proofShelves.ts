import type { ActionProofStartBody } from '../contract/actionProofs';
import type { UploadStartBody } from '../contract/attachments';
import { proofTypeOf } from '../contract/proofFileTypes';
import type { ReportProofUploadStartBody } from '../contract/reportProofs';
import { reportProofAnswerOf } from '../contract/uploadAnswers';
import { actionProofStartBody, completeActionProofUpload } from './actionProofUploads';
import { keepUploadedPhoto } from './apiCache';
import type { ActionProofRecord, IdProofRecord, OfflineDb, ProofRecord } from './db';
import { completeIdProof, idProofStartBody } from './idProofUploads';
import type { PartCalls } from './partUpload';
import { completeProof } from './proofRecords';
import type { CallResponse } from './uploadPipeline';
import { nextUploadDueAt, type UploadState, type UploadTable } from './uploadStages';

/**
 * The API calls of a proof upload; the page sends them with ky, the service worker with fetch.
 * Without the part calls, every file goes in one POST.
 */
export interface ProofTransport extends Partial<PartCalls> {
  start(auditStoreId: number, sectionId: number, body: ReportProofUploadStartBody): Promise<CallResponse>;
  /** the upload start of an ID proof (decision 0073) */
  startIdProof(body: UploadStartBody): Promise<CallResponse>;
  complete(attachmentId: string): Promise<CallResponse>;
  /** a photo of an action item's fix, on the brand's routes (decision 0086) */
  startActionProof(itemId: number, body: ActionProofStartBody): Promise<CallResponse>;
  completeActionProof(attachmentId: string): Promise<CallResponse>;
}

/**
 * The kinds of file the proof queue sends, each kept in a table of its own with the stages of
 * uploadStages.ts: what differs between them is only how an upload starts and what `complete`
 * leaves on the device (decision 0073).
 */
export interface ProofShelf<R extends UploadState> {
  table(db: OfflineDb): UploadTable<R>;
  fileName(upload: R): string;
  /** the upload start call; undefined when the file cannot start (its preparation lost) */
  start(upload: R, transport: ProofTransport): (() => Promise<CallResponse>) | undefined;
  /** the upload complete call */
  complete(transport: ProofTransport): (attachmentId: string) => Promise<CallResponse>;
  /** whether a large file may go in parts: the part calls are the auditor's (decision 0071) */
  inParts: boolean;
  /**
   * `complete` answered `body`: the server's record replaces the device's, the bytes go in the
   * same transaction. Returns whether a call was queued in the outbox meanwhile.
   */
  finish(db: OfflineDb, upload: R, body: unknown, blob: Blob): Promise<boolean>;
}

/** The upload start body of a proof: what it is, and what the auditor set while it waited. */
function startBodyOf(proof: ProofRecord, sha256: string): ReportProofUploadStartBody {
  return {
    id: proof.id,
    file_name: proof.fileName,
    file_size: proof.size,
    file_type: proof.fileType,
    sha256,
    captured_at: proof.capturedAt,
    picked_at: proof.pickedAt,
    original_size: proof.originalSize,
    sequence: proof.sequence,
    proof_tag_id: proof.proofTagId,
  };
}

/** A report section's proofs (docs/rules.md#offline rules 4 to 6). */
export const REPORT_PROOFS: ProofShelf<ProofRecord> = {
  table: (db) => db.proofs,
  fileName: (proof) => proof.fileName,
  start: (proof, transport) => {
    const { sha256 } = proof;
    if (!sha256) return undefined;
    return () => transport.start(proof.auditStoreId, proof.sectionId, startBodyOf(proof, sha256));
  },
  complete: (transport) => transport.complete,
  inParts: true,
  finish: async (db, proof, body, blob) => {
    const uploaded = reportProofAnswerOf(body);
    // before completeProof deletes the device's file: the tile shows it offline
    if (uploaded && proofTypeOf(proof.fileType) === 'PHOTO')
      await keepUploadedPhoto(uploaded.direct_url, blob, proof.fileType);
    return completeProof(db, proof.id, uploaded);
  },
};

/** The account's ID proofs (offline/idProofUploads.ts). */
export const ID_PROOFS: ProofShelf<IdProofRecord> = {
  table: (db) => db.idProofs,
  fileName: (upload) => upload.fileName,
  start: (upload, transport) => () => transport.startIdProof(idProofStartBody(upload)),
  complete: (transport) => transport.complete,
  inParts: true,
  finish: async (db, upload) => {
    await completeIdProof(db, upload.id);
    return false;
  },
};

/**
 * Photos of a store's fix (offline/actionProofUploads.ts): compressed to about 1 MB, so one POST
 * each; the store's calls are on the brand's routes.
 */
export const ACTION_PROOFS: ProofShelf<ActionProofRecord> = {
  table: (db) => db.actionProofs,
  fileName: (upload) => upload.fileName,
  start: (upload, transport) => {
    const body = actionProofStartBody(upload);
    return body ? () => transport.startActionProof(upload.itemId, body) : undefined;
  },
  complete: (transport) => transport.completeActionProof,
  inParts: false,
  finish: async (db, upload) => {
    await completeActionProofUpload(db, upload.id);
    return false;
  },
};

/** The earliest time a waiting file of either kind is due; undefined when none waits. */
export async function nextFileDueAt(db: OfflineDb): Promise<number | undefined> {
  const dues = [
    await nextUploadDueAt(db.proofs),
    await nextUploadDueAt(db.idProofs),
    await nextUploadDueAt(db.actionProofs),
  ];
  const due = Math.min(...dues.map((at) => at ?? Number.POSITIVE_INFINITY));
  return due === Number.POSITIVE_INFINITY ? undefined : due;
}

/** Files of either kind waiting out a backoff after a failed try: what a later sync is for. */
export async function filesRetrying(db: OfflineDb): Promise<number> {
  const retrying = <R extends UploadState>(table: UploadTable<R>) =>
    table
      .where('stage')
      .equals('queued')
      .filter((upload) => upload.attempts > 0)
      .count();
  return (await retrying(db.proofs)) + (await retrying(db.idProofs)) + (await retrying(db.actionProofs));
}
