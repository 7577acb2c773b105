import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where attachment files live: the local S3-POST-compatible store (default) or real S3 / MinIO.
 * Browsers upload straight to the store with a presigned POST; the API only signs and checks.
 */

/** S3's presigned-POST shape: post `fields` and then the file (last, named `file`) to `url`. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface UploadPolicyInput {
  key: string;
  /** the only Content-Type the upload may declare */
  contentType: string;
  /** content-length-range of the policy: the file must be between these sizes, inclusive */
  minBytes: number;
  maxBytes: number;
  /** how long the policy may start an upload */
  expiresInSeconds: number;
  /**
   * base64 SHA-256 the file must have: signed into the policy as `x-amz-checksum-sha256`, which S3
   * and the local store both check against the bytes they receive
   */
  sha256Base64?: string;
}

export interface DownloadInput {
  key: string;
  /** the name a browser saves the file under */
  fileName: string;
  contentType: string;
  /**
   * The staff member a recorded view hands the file to (domain/dataViews.ts): the address is then
   * a short-lived grant for them alone (storage/viewGrants.ts)
   */
  viewerId?: number;
}

/** One part of an upload in parts, signed for its size and SHA-256 (decision 0071). */
export interface PartUploadInput {
  key: string;
  uploadId: string;
  partNumber: number;
  size: number;
  sha256Base64: string;
  expiresInSeconds: number;
}

/** Where a part goes: a PUT of its bytes to `url` with `headers`. */
export interface PresignedPart {
  url: string;
  headers: Record<string, string>;
}

export interface StoredPart {
  partNumber: number;
  size: number;
  /** the store's name for the part's bytes, which S3 needs to assemble them; the local store has none */
  etag?: string;
}

/** What `completeMultipart` assembles: `parts`, 1 to n in order, which must make the declared file. */
export interface MultipartCompletion {
  key: string;
  uploadId: string;
  parts: StoredPart[];
  size: number;
  sha256Base64?: string;
}

/**
 * An upload in parts (decision 0071), as S3's multipart upload: opened once, its parts sent
 * separately (again, if need be) and listed by the store itself, then assembled or aborted.
 */
export interface MultipartStore {
  /** the smallest part the store takes, but the last */
  readonly minPartBytes: number;
  /** opens an upload for `key` and returns its id */
  openMultipart(key: string, contentType: string): Promise<string>;
  /**
   * The parts the store holds, or null when it knows no such upload (completed, aborted, swept).
   * Rejects with PartsUnlistedError where the store has no such call.
   */
  listParts(key: string, uploadId: string): Promise<StoredPart[] | null>;
  presignPart(input: PartUploadInput): Promise<PresignedPart>;
  completeMultipart(completion: MultipartCompletion): Promise<void>;
  /** drops the upload and its parts; an unknown upload is not an error */
  abortMultipart(key: string, uploadId: string): Promise<void>;
}

/** The store cannot list an upload's parts (s3rver; decision 0071): the server keeps a ledger. */
export class PartsUnlistedError extends Error {
  constructor() {
    super('the store cannot list the parts of an upload');
  }
}

export interface ObjectStore {
  presignUpload(input: UploadPolicyInput): Promise<PresignedPost>;
  /** uploads in parts, where the store takes them; null: one POST of the whole file */
  readonly multipart: MultipartStore | null;
  /** the stored object's size, or null when no object has that key */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * The SHA-256 (hex) of the stored object's bytes, or null when no object has that key. Asked at
   * `complete`, whatever the store: S3 refuses other bytes than the policy's checksum, but not
   * every S3-compatible store does.
   */
  sha256(key: string): Promise<string | null>;
  /** removes the object; a missing object is not an error */
  delete(key: string): Promise<void>;
  /** the `direct_url` of an attachment: where a signed-in viewer fetches the file */
  downloadUrl(input: DownloadInput): Promise<string>;
}

/**
 * The canned ACL of every upload. `bucket-owner-full-control` is the one ACL that S3 buckets with
 * ACLs disabled (the default since 2023) accept, and on buckets with ACLs it keeps objects private
 * to our own account. MinIO ignores it.
 */
export const UPLOAD_ACL = 'bucket-owner-full-control';

/** Asked of the store in the form, so S3, MinIO and the local store all answer 201 (spec). */
export const UPLOAD_SUCCESS_STATUS = '201';

/** The SHA-256 (hex) of a stream's bytes, read to its end. */
export async function sha256Hex(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
