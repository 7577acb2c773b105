import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { ActionCallRequest } from '../contract/actionCalls';
import type { PaymentCallRequest } from '../contract/paymentCalls';
import type { ReportCallRequest } from '../contract/reportCallRoutes';
import type { ReportProof } from '../contract/reportProofs';
import type { HashedVisitEntry } from '../contract/visitChain';
import { OFFLINE_DB_NAME } from './dbName';
import type { VisitRecording, VisitStamp } from './visitRecord';

/**
 * The one IndexedDB database shared by the page and the service worker (docs/rules.md#offline).
 * The auditor's local truth (answers, comments, report meta, timers) is written here before
 * anything is sent; the outbox holds what still has to reach the server.
 *
 * Ids are the server's numeric ids. Every `updatedAt`/`createdAt` is epoch milliseconds.
 * A schema change is a new `this.version(n)` with an explicit upgrade; never edit version 1.
 */

/** One answer of the report questionnaire. Key: [auditStoreId+questionId]. */
export interface AnswerRecord {
  auditStoreId: number;
  questionId: number;
  /** chosen option values; PLAIN questions hold the typed text as the only element */
  answerText: string[];
  notApplicable: boolean;
  comment: string;
  updatedAt: number;
}

/** The auditor's summary comment of one section. Key: [auditStoreId+sectionId]. */
export interface SectionCommentRecord {
  auditStoreId: number;
  sectionId: number;
  comment: string;
  updatedAt: number;
}

/** Report-level values outside the questionnaire. Key: auditStoreId. */
export interface ReportMetaRecord {
  auditStoreId: number;
  /** report_summary */
  summary?: string;
  /** nps_section, overall experience 1 to 10 */
  nps?: number;
  /** report_feedback: two 1 to 5 star ratings and the free text */
  feedback?: { auditUnderstanding: number; coordination: number; portalAccessibility: string };
  updatedAt: number;
}

/** Elapsed report time. Key: auditStoreId. */
export interface TimerRecord {
  auditStoreId: number;
  seconds: number;
  updatedAt: number;
}

/**
 * One entry of a visit's record (decision 0045), as the device hashed it. Key:
 * [auditStoreId+seq]. Written in the transaction of the change it records (visitRecord.ts).
 */
export interface VisitEntryRecord extends HashedVisitEntry {
  auditStoreId: number;
}

/**
 * The server's last entry of a visit this device recorded none of, or whose record another device
 * continued (decision 0069): never sent, only continued from. Kept under its own number, so the
 * device's next entry follows it as it would follow one of its own.
 */
export interface VisitChainBase {
  auditStoreId: number;
  seq: number;
  hash: string;
  from: 'server';
}

export type VisitChainRecord = VisitEntryRecord | VisitChainBase;

/** Whether a record of the chain is an entry this device made. */
export const isOwnEntry = (record: VisitChainRecord): record is VisitEntryRecord => !('from' in record);

/**
 * A call as it will be sent, made only by the contract's `buildRequest` from a call of
 * `REPORT_CALL_ROUTES`, so its body matches the schema the server parses it with.
 */
export type OutboxRequest = ReportCallRequest | PaymentCallRequest | ActionCallRequest;

/**
 * pending: waiting for its turn or its backoff; sending: in flight (never mutated then);
 * attention: refused by the server (4xx), waits for the auditor to retry or discard it.
 */
export type OutboxState = 'pending' | 'sending' | 'attention';

export interface OutboxError {
  status?: number;
  message: string;
}

/** One pending call. Key: auto-increment `seq`, which is also the sending order. */
export interface OutboxEntry {
  seq?: number;
  /**
   * Coalescing key, e.g. `answer:<store>:<question>`. Entries with one key are sent in `seq`
   * order and a newer value replaces a waiting older one, so a key must only be shared by
   * requests where the latest one supersedes the earlier ones (upserts by natural key).
   */
  key: string;
  /** the report the call changes; absent for a call about something else (a payment concern) */
  auditStoreId?: number;
  /** the payment a concern is about (decision 0020) */
  paymentId?: number;
  request: OutboxRequest;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: number;
  lastError?: OutboxError;
  createdAt: number;
  /** when the entry went `sending`: a crashed sender leaves it behind and the engine recovers it */
  sendingSince?: number;
  /**
   * A typed text's visit entry not yet recorded (decision 0070): written with the text, recorded
   * right after in a transaction of its own, or by the sync engine before it sends, if the app
   * was gone in between.
   */
  pendingEntry?: PendingVisitEntry;
}

/** A visit entry to record, with the clocks read at the keystroke (offline/visitRecord.ts). */
export type PendingVisitEntry = VisitRecording & { stamp: VisitStamp };

/** A server response kept for offline reading. Key: the request URL. */
export interface ServerCacheRecord {
  url: string;
  body: unknown;
  storedAt: number;
}

/**
 * preparing: picked, being compressed and hashed on the device; queued: waiting for its turn or
 * backoff; uploading: a context is sending it (under the `proof-upload` lock); attention: refused
 * by the server, waits for Retry or Discard; completed: on the server (the bytes are gone from the
 * device; the record stays so the tile does not blink until the server's list holds it).
 */
/** A fact of this device's store, such as its id (offline/deviceUnsent.ts). */
export interface DeviceFactRecord {
  name: string;
  value: string;
}

export type ProofStage = 'preparing' | 'queued' | 'uploading' | 'attention' | 'completed';

/**
 * What every file waiting for the proof queue records, whichever table keeps it; its stages are
 * offline/uploadStages.ts.
 */
export interface UploadState {
  id: string;
  stage: string;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  uploadingSince?: number | undefined;
  fileStored?: boolean | undefined;
  bytesSafe?: number | undefined;
  lastError?: OutboxError | undefined;
}

/**
 * One proof file of a report section, from the pick to `complete` (docs/rules.md#offline rules 4 to
 * 6).
 */
export interface ProofRecord extends UploadState {
  /** client-generated attachment id, sent with every upload start so each retry is the same upload */
  id: string;
  auditStoreId: number;
  sectionId: number;
  fileName: string;
  fileType: string;
  /**
   * bytes of its file, which is kept in `proofFiles` (version 2 kept it here: version 3 moved it, so
   * reading records, as live queries, counts and the due list do, never reads a Blob); of the
   * picked file before compression: `originalSize`
   */
  size: number;
  originalSize: number;
  /** hex SHA-256 of the file's bytes, set when preparation ends */
  sha256?: string;
  /** capture time (EXIF or lastModified) and pick time, ISO UTC */
  capturedAt: string | null;
  pickedAt: string;
  /** place in the section's order and tag, as the auditor set them; sent with upload start */
  sequence: number;
  proofTagId: number | null;
  stage: ProofStage;
  /** the server's proof, once completed */
  attachment?: ReportProof;
}

/**
 * An ID proof of the account on its way to the server (decision 0073), its bytes in `proofFiles`;
 * deleted with them in the transaction that records `complete`.
 */
export interface IdProofRecord extends UploadState {
  fileName: string;
  fileType: string;
  size: number;
  stage: 'queued' | 'uploading' | 'attention';
}

/**
 * A photo proving an action item's fix (decision 0086), from the pick to `complete`: kept as
 * picked (`preparing`) until it is compressed and hashed, then sent by the proof queue; its bytes
 * are in `proofFiles`, and both go in the transaction that records `complete`.
 */
export interface ActionProofRecord extends UploadState {
  planId: number;
  itemId: number;
  fileName: string;
  fileType: string;
  /** bytes to send: the picked file's until prepared, then the compressed copy's */
  size: number;
  originalSize: number;
  capturedAt: string | null;
  /** hex SHA-256 of the bytes to send, once prepared */
  sha256?: string | undefined;
  stage: 'preparing' | 'queued' | 'uploading' | 'attention';
}

/**
 * The bytes of a proof not yet completed (the compressed copy once made), kept apart from its
 * record. Key: the proof's id. Removed only in the transaction that records `complete`.
 */
export interface ProofFileRecord {
  id: string;
  blob: Blob;
}

export { OFFLINE_DB_NAME };

export class OfflineDb extends Dexie {
  // `declare` keeps the class-field semantics of ES2022 from overwriting the tables Dexie sets.
  declare answers: Table<AnswerRecord, [number, number]>;
  declare sectionComments: Table<SectionCommentRecord, [number, number]>;
  declare reportMeta: Table<ReportMetaRecord, number>;
  declare timers: Table<TimerRecord, number>;
  declare outbox: Table<OutboxEntry, number>;
  declare serverCache: Table<ServerCacheRecord, string>;
  declare proofs: Table<ProofRecord, string>;
  declare proofFiles: Table<ProofFileRecord, string>;
  declare visitEntries: Table<VisitChainRecord, [number, number]>;
  declare deviceFacts: Table<DeviceFactRecord, string>;
  declare idProofs: Table<IdProofRecord, string>;
  declare actionProofs: Table<ActionProofRecord, string>;

  constructor(name: string, options?: DexieOptions) {
    // No optimistic live-query updates: with them Dexie re-ran the report's live queries and
    // React re-rendered the report in the middle of each save's transaction, which tripled the
    // time from input to commit. The tapped choice shows at once from component state anyway.
    super(name, { cache: 'disabled', ...options });
    this.version(1).stores({
      // auditStoreId indexes let a report's local data be listed and cleared after submit.
      answers: '[auditStoreId+questionId], auditStoreId',
      sectionComments: '[auditStoreId+sectionId], auditStoreId',
      reportMeta: 'auditStoreId',
      timers: 'auditStoreId',
      outbox: '++seq, key, state, auditStoreId, nextAttemptAt',
      serverCache: 'url',
      uploads: 'id, auditStoreId, stage',
    });
    // Version 1's `uploads` table was never written to; the proofs (decision 0014) replace it.
    this.version(2).stores({
      uploads: null,
      proofs: 'id, auditStoreId, [auditStoreId+sectionId], stage, nextAttemptAt',
    });
    // Each proof change re-ran live queries and counts that read every record, and each read of a
    // record holding a Blob costs the browser a Blob handle: draining 20 queued photos took 6.5
    // times as long as sending them (docs/budgets.md#proof-files). The bytes now live in a table of
    // their own.
    this.version(3)
      .stores({ proofFiles: 'id' })
      .upgrade(async (tx) => {
        const proofs = tx.table<{ id: string; blob?: Blob }, string>('proofs');
        const files: ProofFileRecord[] = [];
        for (const record of await proofs.toArray())
          if (record.blob) files.push({ id: record.id, blob: record.blob });
        await tx.table<ProofFileRecord, string>('proofFiles').bulkPut(files);
        await proofs.toCollection().modify((record) => {
          delete record.blob;
        });
      });
    // The visit record (decision 0045): a new table, nothing to move.
    this.version(4).stores({ visitEntries: '[auditStoreId+seq], auditStoreId' });
    // Facts of this device's store, lost with it: its id (decision 0072).
    this.version(5).stores({ deviceFacts: 'name' });
    // ID proofs kept through a reload (decision 0073): a new table, nothing to move.
    this.version(6).stores({ idProofs: 'id, stage' });
    // Photos of a store's fix (decision 0086): a new table, nothing to move.
    this.version(7).stores({ actionProofs: 'id, stage, planId' });
  }
}

/** Opens a database; tests pass their own name and a fake-indexeddb factory in `options`. */
export function openOfflineDb(name: string = OFFLINE_DB_NAME, options?: DexieOptions): OfflineDb {
  return new OfflineDb(name, options);
}

let shared: OfflineDb | undefined;

/** The app's database, created on first use so importing this module opens nothing. */
export function getOfflineDb(): OfflineDb {
  shared ??= openOfflineDb();
  return shared;
}

/** Removes every local record of the user (docs/rules.md#offline rule 9: a completed logout). */
export async function clearOfflineData(db: OfflineDb): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
