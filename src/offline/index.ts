/**
 * The offline core's one door: everything the page (`src/client/`) and the service worker
 * (`sw/sw.ts`) may use of `src/offline/`, in three parts: saving (the local truth and its queued
 * call in one transaction), sending within a time budget, and saying what is waiting. The queue's
 * rules stay behind it (outboxTransitions.ts, outboxBatch.ts, syncPolicy.ts, fetchTransport.ts,
 * the writer worker), and Biome refuses a page or service worker import of any other file here.
 */

/* A store's work on a corrective action plan, queued like an auditor's answers (decision 0085). */
export {
  type QueuedActionWork,
  queueActionAnswer,
  queueActionPlanReady,
  queuedActionWork,
} from './actionPlanWork';
/* Photos of a store's fix, kept on the device until the server holds them (decision 0086). */
export {
  actionProofsOf,
  addActionProofs,
  discardActionProof,
  prepareActionProofs,
  retryActionProof,
} from './actionProofUploads';
/* The server's copies kept on the device for offline reads. */
export { API_CACHE_NAME, CACHED_FALLBACK_HEADER, isCachedApiRead } from './apiCache';
/* Sending: the outbox drained in order under one lock, the proofs uploaded, within a budget. */
export { drainInBackground } from './backgroundDrain';
export { isOutboxSyncTag, OUTBOX_SYNC_TAG, offlineSyncTag } from './backgroundSyncTags';
export { HASH_PIECE_BYTES, type HashReply, type HashRequest, sha256Hex } from './blobHash';
/* The device's store. */
export {
  type ActionProofRecord,
  clearOfflineData,
  getOfflineDb,
  type IdProofRecord,
  type OfflineDb,
  type OutboxEntry,
  type ProofRecord,
  type ProofStage,
} from './db';
export { OFFLINE_DB_NAME } from './dbName';
/* What this device holds unsent, told to the server under the device's id (decision 0072). */
export { deviceId, heldUnsent } from './deviceUnsent';
export { createXhrFormPoster, createXhrPartPutter, type FormPoster, type PartPutter } from './formPost';
/* The account's ID proofs, kept on the device until the server holds them (decision 0073). */
export {
  addIdProofUploads,
  discardIdProof,
  idProofUploads,
  retryIdProof,
} from './idProofUploads';
export { defaultLocks } from './locks';
/* What is waiting: unsent calls and proofs, those that need the auditor, and the export of both. */
export {
  addSummaries,
  attentionEntries,
  discard,
  type OutboxSummary,
  outboxKeys,
  outboxSummary,
  pendingCount,
  queuedVisitEntries,
  retry,
  type StoredOutboxEntry,
  unsentCount,
} from './outbox';
export { broadcastOutboxBell } from './outboxBell';
/* Saving: each change is durable on the device, with the call that carries it, before any network. */
export { queuePaymentConcern } from './paymentActions';
export { queuedProofNotes, setProofNoteOnDevice } from './proofNotes';
export { arrangeOnDevice } from './proofOrder';
export { type Compressor, prepareWaitingProofs } from './proofPreparation';
export {
  createProofQueue,
  PROOF_UPLOAD_LOCK_NAME,
  type ProofQueue,
  type ProofTransport,
} from './proofQueue';
export { createRemoteProofQueue } from './proofQueuePort';
export {
  addPickedProofs,
  attentionProofs,
  discardProof,
  forgetDeletedProof,
  proofBytes,
  proofSummary,
  retryProof,
  unsentProofCount,
  waitingProofCount,
} from './proofRecords';
export { setProofTagOnDevice } from './proofTags';
export { createReportActions, LOCAL_COMMIT_MARK, type ReportActions } from './reportActions';
export { type Fetched, type ReportReads, refreshReport, type SettledReads } from './reportCopies';
export { type ReportServerData, readServerCopies, serverDataOfReads } from './reportCopyReads';
export { createRemoteReportActions } from './reportWriter';
export { readResponseBody } from './responseBody';
export { createSyncEngine, DRAIN_LOCK_NAME, type SendRequest, type SyncEngine } from './syncEngine';
export { PROOF_VIEW_INTERVAL_MS, watchTables } from './tableWatch';
export { claimTimer, clearTimer, persistTimer, readTimer } from './timerLeader';
export { collectUnsentWork, countUnsentWork, type UnsentCounts } from './unsentWork';
export {
  type CallResponse,
  type UploadCalls,
  type UploadStep,
  type UploadUpdate,
  uploadFile,
} from './uploadPipeline';
export { createVisitClock, type HeldVisitClock } from './visitClock';
export { isOwnEntry, recordOnDevice, stampOf, type VisitClock, visitHead } from './visitRecord';
