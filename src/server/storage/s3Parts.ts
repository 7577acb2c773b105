import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  type S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { S3_MIN_PART_BYTES } from '../../contract';
import {
  type MultipartCompletion,
  type MultipartStore,
  PartsUnlistedError,
  type PartUploadInput,
  type PresignedPart,
  type StoredPart,
  UPLOAD_ACL,
} from './objectStore';

/**
 * S3's multipart upload (decision 0071): each part's PUT is presigned with its SHA-256 as a signed
 * header, so S3 refuses other bytes (BadDigest); the parts are listed by S3 itself. A store with
 * no ListParts (s3rver) says so with 405 or 501, and the server keeps its own ledger instead.
 */

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
const CHECKSUM_HEADER = 'x-amz-checksum-sha256';

export class S3Parts implements MultipartStore {
  readonly minPartBytes = S3_MIN_PART_BYTES;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async openMultipart(key: string, contentType: string): Promise<string> {
    const opened = await this.client.send(
      new CreateMultipartUploadCommand({
        Bucket: this.bucket,
        Key: key,
        ContentType: contentType,
        ACL: UPLOAD_ACL,
        ChecksumAlgorithm: 'SHA256',
      }),
    );
    if (!opened.UploadId) throw new Error(`S3 gave no upload id for ${key}`);
    return opened.UploadId;
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[] | null> {
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        );
        for (const part of page.Parts ?? []) {
          if (part.PartNumber === undefined || part.Size === undefined) continue;
          parts.push({
            partNumber: part.PartNumber,
            size: part.Size,
            ...(part.ETag ? { etag: part.ETag } : {}),
          });
        }
        marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return null;
      if (status === 405 || status === 501) throw new PartsUnlistedError();
      throw error;
    }
    return parts;
  }

  async presignPart(input: PartUploadInput): Promise<PresignedPart> {
    const command = new UploadPartCommand({
      Bucket: this.bucket,
      Key: input.key,
      UploadId: input.uploadId,
      PartNumber: input.partNumber,
      ContentLength: input.size,
      ChecksumSHA256: input.sha256Base64,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: input.expiresInSeconds,
      // a header, not the query: the browser sends it and S3 checks the bytes against it
      unhoistableHeaders: new Set([CHECKSUM_HEADER]),
    });
    return { url, headers: { [CHECKSUM_HEADER]: input.sha256Base64 } };
  }

  async completeMultipart(completion: MultipartCompletion): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: completion.key,
        UploadId: completion.uploadId,
        MultipartUpload: {
          Parts: completion.parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
        },
      }),
    );
  }

  async abortMultipart(key: string, uploadId: string): Promise<void> {
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      // gone already; or a store with no abort (s3rver), whose parts only its own cleanup removes
      const status = statusOf(error);
      if (status !== 404 && status !== 405 && status !== 501) throw error;
    }
  }
}
