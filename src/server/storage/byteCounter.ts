import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** The local store's checks of the bytes it receives, whole objects and parts alike. */

export class ObjectSizeError extends Error {
  constructor(readonly code: 'EntityTooLarge' | 'EntityTooSmall') {
    super(
      code === 'EntityTooLarge'
        ? 'Your proposed upload exceeds the maximum allowed size'
        : 'Your proposed upload is smaller than the minimum allowed size',
    );
  }
}

/** The bytes received do not have the SHA-256 the policy names (S3 answers 400 BadDigest). */
export class ObjectChecksumError extends Error {
  readonly code = 'BadDigest';
  constructor() {
    super('The SHA256 you specified did not match the calculated checksum.');
  }
}

/** Counts (and hashes) the bytes passing through, refusing more than `max`. */
export class ByteCounter extends Transform {
  bytes = 0;
  readonly digest = createHash('sha256');
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    this.digest.update(chunk);
    if (this.bytes > this.max) callback(new ObjectSizeError('EntityTooLarge'));
    else callback(null, chunk);
  }
}
