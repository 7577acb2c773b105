import { createHmac, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LOCAL_MIN_PART_BYTES } from '../../contract/uploadParts';
import { ByteCounter, ObjectChecksumError, ObjectSizeError } from './byteCounter';
import { LocalParts } from './localParts';
import {
  type DownloadInput,
  type MultipartCompletion,
  type MultipartStore,
  type ObjectStore,
  type PartUploadInput,
  type PresignedPart,
  type PresignedPost,
  type StoredPart,
  sha256Hex,
  UPLOAD_ACL,
  UPLOAD_SUCCESS_STATUS,
  type UploadPolicyInput,
} from './objectStore';
import { encodePolicy, type SizeRange } from './postPolicy';
import { amzDate, credentialValue, SIGV4_ALGORITHM, type SigningCredentials, signPolicy } from './sigv4';
import { isViewGranted, signViewGrant } from './viewGrants';

/** The one bucket of the local store: files live in DATA_DIR/storage/attachments/<key>. */
export const LOCAL_BUCKET = 'attachments';

/** The largest object the local store takes whatever a policy says (the multipart parser's cap). */
export const LOCAL_MAX_OBJECT_BYTES = 1024 * 1024 * 1024;

/**
 * The local store's signing credentials. The secret is derived from SESSION_SECRET rather than
 * being it, so upload signatures never expose material used for anything else.
 */
export function localStoreCredentials(sessionSecret: string): SigningCredentials {
  const secretAccessKey = createHmac('sha256', sessionSecret)
    .update('local object store: presigned POST signing key')
    .digest('hex');
  return { accessKeyId: 'local-store', secretAccessKey, region: 'local' };
}

/** A key we are willing to turn into a path: plain segments, no `.`/`..`, nothing absolute. */
export function isSafeKey(key: string): boolean {
  if (key.length > 512 || !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '.' && segment !== '..');
}

export { ObjectChecksumError, ObjectSizeError };

/** A key already holds an object: objects are written once (decision 0011). */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`an object is already stored under ${key}`);
  }
}

export interface LocalStoreOptions {
  /** DATA_DIR/storage; created on first upload */
  rootDir: string;
  /** PUBLIC_URL; without it, URLs are relative to the one origin that serves everything */
  publicUrl: string | undefined;
  credentials: SigningCredentials;
  now?: () => Date;
}

/** Files on local disk behind an S3-compatible presigned POST endpoint (routes/storage.ts). */
export class LocalObjectStore implements ObjectStore, MultipartStore {
  readonly bucket = LOCAL_BUCKET;
  readonly rootDir: string;
  readonly credentials: SigningCredentials;
  private readonly baseUrl: string;
  private readonly now: () => Date;

  constructor(options: LocalStoreOptions) {
    this.rootDir = options.rootDir;
    this.credentials = options.credentials;
    this.baseUrl = `${options.publicUrl ?? ''}/storage/${this.bucket}`;
    this.now = options.now ?? (() => new Date());
    const partSecret = createHmac('sha256', this.credentials.secretAccessKey).update('parts').digest('hex');
    this.parts = new LocalParts(this.rootDir, partSecret);
  }

  // Uploads in parts (decision 0071): storage/localParts.ts keeps them; routes/storageParts.ts
  // takes the parts' PUTs.
  readonly parts: LocalParts;
  readonly minPartBytes = LOCAL_MIN_PART_BYTES;
  get multipart(): MultipartStore {
    return this;
  }

  openMultipart(key: string, _contentType: string): Promise<string> {
    return this.parts.open(key);
  }

  listParts(_key: string, uploadId: string): Promise<StoredPart[] | null> {
    return this.parts.list(uploadId);
  }

  async presignPart(input: PartUploadInput): Promise<PresignedPart> {
    return this.parts.presign(this.objectUrl(input.key), input, this.now());
  }

  /** The parts in order make the object, checked and linked in once as an upload's POST is. */
  async completeMultipart(completion: MultipartCompletion): Promise<void> {
    const { key, uploadId, parts, size, sha256Base64 } = completion;
    const exact = { min: size, max: size };
    await this.writeObject(key, this.parts.assembled(uploadId, parts.length), exact, sha256Base64);
    await this.parts.remove(uploadId);
  }

  abortMultipart(_key: string, uploadId: string): Promise<void> {
    return this.parts.remove(uploadId);
  }

  /** Fields named as boto3 names them; the verifier matches names case-insensitively, as S3 does. */
  async presignUpload(input: UploadPolicyInput): Promise<PresignedPost> {
    const now = this.now();
    const date = amzDate(now);
    const { accessKeyId, secretAccessKey, region } = this.credentials;
    const signed: Record<string, string> = {
      key: input.key,
      'Content-Type': input.contentType,
      acl: UPLOAD_ACL,
      success_action_status: UPLOAD_SUCCESS_STATUS,
      'x-amz-algorithm': SIGV4_ALGORITHM,
      'x-amz-credential': credentialValue(accessKeyId, date.slice(0, 8), region),
      'x-amz-date': date,
      ...(input.sha256Base64
        ? { 'x-amz-checksum-algorithm': 'SHA256', 'x-amz-checksum-sha256': input.sha256Base64 }
        : {}),
    };
    const policy = encodePolicy(new Date(now.getTime() + input.expiresInSeconds * 1000), [
      { bucket: this.bucket },
      ...Object.entries(signed).map(([name, value]) => ({ [name]: value })),
      ['content-length-range', input.minBytes, input.maxBytes],
    ]);
    const signature = signPolicy(policy, secretAccessKey, date.slice(0, 8), region);
    return { url: this.baseUrl, fields: { ...signed, policy, 'x-amz-signature': signature } };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const file = this.objectPath(key);
    if (!file) return null;
    try {
      const info = await stat(file);
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  async sha256(key: string): Promise<string | null> {
    const file = this.objectPath(key);
    if (!file || !(await this.stat(key))) return null;
    return sha256Hex(createReadStream(file));
  }

  async delete(key: string): Promise<void> {
    const file = this.objectPath(key);
    if (file) await rm(file, { force: true });
  }

  /** Where the object is served (routes/storage.ts), to signed-in viewers only. */
  objectUrl(key: string): string {
    return `${this.baseUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async downloadUrl(input: DownloadInput): Promise<string> {
    const url = this.objectUrl(input.key);
    if (input.viewerId === undefined) return url;
    const grant = { key: input.key, viewerId: input.viewerId };
    return `${url}?grant=${signViewGrant(this.viewGrantSecret, grant, this.now())}`;
  }

  /** Whether the `grant` of a download lets this viewer fetch the file now (storage/viewGrants.ts). */
  isViewGranted(key: string, viewerId: number, grant: unknown): boolean {
    return isViewGranted(this.viewGrantSecret, { key, viewerId }, grant, this.now());
  }

  /** Derived from the store's secret for view grants only, as that is from SESSION_SECRET. */
  private get viewGrantSecret(): string {
    return createHmac('sha256', this.credentials.secretAccessKey).update('view grants').digest('hex');
  }

  /** The file of a key, below the bucket folder; null for a key that could escape it. */
  objectPath(key: string): string | null {
    return isSafeKey(key) ? path.join(this.rootDir, this.bucket, ...key.split('/')) : null;
  }

  /**
   * Streams an upload into place: into a temporary file first, linked in as the object only when
   * the whole file arrived within the size range, so a refused or broken upload stores nothing.
   * The link never replaces an object (EEXIST): a key is written once, so two uploads racing
   * for one key store the first and the second gets ObjectExistsError.
   */
  async writeObject(
    key: string,
    source: NodeJS.ReadableStream,
    size: SizeRange,
    sha256Base64?: string,
  ): Promise<void> {
    const target = this.objectPath(key);
    if (!target) throw new Error(`unsafe storage key: ${key}`);
    // Inside the store's root (bucket names cannot start with a dot), so the rename stays on one disk.
    const incoming = path.join(this.rootDir, '.incoming');
    await mkdir(incoming, { recursive: true });
    const temporary = path.join(incoming, randomUUID());
    const counter = new ByteCounter(size.max);
    const writer = createWriteStream(temporary);
    try {
      await pipeline(source, counter, writer);
      if (counter.bytes < size.min) throw new ObjectSizeError('EntityTooSmall');
      if (sha256Base64 !== undefined && counter.digest.digest('base64') !== sha256Base64)
        throw new ObjectChecksumError();
      await mkdir(path.dirname(target), { recursive: true });
      await link(temporary, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(key);
      throw error;
    } finally {
      // A pipeline refused on its first chunk can end before the file is even open: its open and
      // this rm then race on two of libuv's threads, and an rm that wins leaves the file behind
      // (seen once in CI under load). The stream's 'close' comes after its open and close.
      if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
      await rm(temporary, { force: true });
    }
  }
}
