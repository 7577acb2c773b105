import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteCounter, ObjectChecksumError, ObjectSizeError } from './byteCounter';
import type { PartUploadInput, PresignedPart, StoredPart } from './objectStore';

/**
 * The local store's uploads in parts (decision 0071), kept as S3 keeps them: each upload is a
 * folder `.multipart/<upload id>` holding its parts as `part-<n>`. A part is written to a
 * temporary file first and renamed into place only when all its bytes arrived with the signed
 * SHA-256, so a part cut off by a lost signal leaves nothing, and a part sent again replaces the
 * one before. The folder is the upload's state: completing or aborting removes it, and a part
 * sent after that finds no upload (S3's NoSuchUpload).
 */

export const MULTIPART_DIR = '.multipart';

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PART_FILE = /^part-(\d{1,5})$/;

/** A part's signed address answers no more after this: a poor link's part still starts within it. */
export const PART_URL_SECONDS = 15 * 60;

export class NoSuchUploadError extends Error {
  readonly code = 'NoSuchUpload';
  constructor() {
    super('The specified upload does not exist.');
  }
}

/** What a part's address says, signed: the query of `PUT /storage/<bucket>/<key>`. */
export interface PartGrant {
  key: string;
  uploadId: string;
  partNumber: number;
  size: number;
  sha256Base64: string;
  /** unix seconds */
  expires: number;
}

export class LocalParts {
  constructor(
    private readonly rootDir: string,
    private readonly secret: string,
  ) {}

  /** The upload's folder; null for an id that is not one of ours (and could name another path). */
  uploadDir(uploadId: string): string | null {
    return UPLOAD_ID.test(uploadId) ? path.join(this.rootDir, MULTIPART_DIR, uploadId) : null;
  }

  async open(key: string): Promise<string> {
    const uploadId = randomUUID();
    const dir = this.uploadDir(uploadId) as string;
    await mkdir(dir, { recursive: true });
    // the key, for whoever reads the folder by hand: the signature already binds part to key
    await writeFile(path.join(dir, 'key'), key);
    return uploadId;
  }

  async list(uploadId: string): Promise<StoredPart[] | null> {
    const dir = this.uploadDir(uploadId);
    if (!dir) return null;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return null;
    }
    const parts: StoredPart[] = [];
    for (const name of names) {
      const number = PART_FILE.exec(name)?.[1];
      if (number === undefined) continue;
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info) parts.push({ partNumber: Number(number), size: info.size });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  presign(baseUrl: string, input: PartUploadInput, now: Date): PresignedPart {
    const grant: PartGrant = {
      key: input.key,
      uploadId: input.uploadId,
      partNumber: input.partNumber,
      size: input.size,
      sha256Base64: input.sha256Base64,
      expires: Math.floor(now.getTime() / 1000) + input.expiresInSeconds,
    };
    const query = new URLSearchParams({
      uploadId: grant.uploadId,
      partNumber: String(grant.partNumber),
      size: String(grant.size),
      sha256: grant.sha256Base64,
      expires: String(grant.expires),
      signature: this.signature(grant),
    });
    return { url: `${baseUrl}?${query}`, headers: {} };
  }

  /** The grant a part's address carries, when we signed it for this key and it has not ended. */
  grantOf(key: string, query: Record<string, unknown>, now: Date): PartGrant | null {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
    const grant: PartGrant = {
      key,
      uploadId: text('uploadId'),
      partNumber: Number(text('partNumber')),
      size: Number(text('size')),
      sha256Base64: text('sha256'),
      expires: Number(text('expires')),
    };
    const numbers = [grant.partNumber, grant.size, grant.expires];
    if (!numbers.every((value) => Number.isSafeInteger(value) && value > 0)) return null;
    if (grant.expires * 1000 <= now.getTime()) return null;
    const expected = Buffer.from(this.signature(grant));
    const given = Buffer.from(text('signature'));
    return given.length === expected.length && timingSafeEqual(given, expected) ? grant : null;
  }

  /**
   * Streams one part into place (see above): exactly the signed size, with the signed SHA-256.
   * Rejects with NoSuchUploadError, ObjectSizeError or ObjectChecksumError.
   */
  async write(grant: PartGrant, source: NodeJS.ReadableStream): Promise<void> {
    const dir = this.uploadDir(grant.uploadId);
    if (!dir || !(await stat(dir).catch(() => null))) throw new NoSuchUploadError();
    const temporary = path.join(dir, `incoming-${randomUUID()}`);
    const counter = new ByteCounter(grant.size);
    try {
      await pipeline(source, counter, createWriteStream(temporary));
      if (counter.bytes < grant.size) throw new ObjectSizeError('EntityTooSmall');
      if (counter.digest.digest('base64') !== grant.sha256Base64) throw new ObjectChecksumError();
      await rename(temporary, path.join(dir, `part-${grant.partNumber}`));
    } catch (error) {
      // the folder went meanwhile (completed or aborted): the part has no upload left
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NoSuchUploadError();
      throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  /** The bytes of parts 1 to `count`, in order, read from disk a piece at a time. */
  assembled(uploadId: string, count: number): Readable {
    const dir = this.uploadDir(uploadId);
    if (!dir) throw new NoSuchUploadError();
    return Readable.from(
      (async function* () {
        for (let number = 1; number <= count; number++)
          yield* createReadStream(path.join(dir, `part-${number}`));
      })(),
    );
  }

  async remove(uploadId: string): Promise<void> {
    const dir = this.uploadDir(uploadId);
    if (dir) await rm(dir, { recursive: true, force: true });
  }

  private signature(grant: PartGrant): string {
    const signed = [
      grant.key,
      grant.uploadId,
      grant.partNumber,
      grant.size,
      grant.sha256Base64,
      grant.expires,
    ];
    return createHmac('sha256', this.secret)
      .update(`part\n${signed.join('\n')}`)
      .digest('base64url');
  }
}
