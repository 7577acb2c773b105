import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { contentDisposition } from './contentDisposition';
import {
  type DownloadInput,
  type MultipartStore,
  type ObjectStore,
  type PresignedPost,
  sha256Hex,
  UPLOAD_ACL,
  UPLOAD_SUCCESS_STATUS,
  type UploadPolicyInput,
} from './objectStore';
import { S3Parts } from './s3Parts';
import { VIEW_GRANT_SECONDS } from './viewGrants';

/** How long a `direct_url` of S3 stays valid; the app asks for fresh ones with every list. */
const DOWNLOAD_URL_SECONDS = 60 * 60;

/** Real S3 or MinIO through the AWS SDK: the browser posts to the bucket, the server signs and checks. */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  readonly multipart: MultipartStore;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // A custom endpoint (MinIO, or our own store in tests) is addressed by path, not by host name.
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      // checksums only where given (a part's SHA-256), none the SDK adds to a presigned address
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    this.multipart = new S3Parts(this.client, this.bucket);
  }

  async presignUpload(input: UploadPolicyInput): Promise<PresignedPost> {
    return createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: input.key,
      Expires: input.expiresInSeconds,
      // Every field given here is also made an exact-match condition of the policy.
      Fields: {
        'Content-Type': input.contentType,
        acl: UPLOAD_ACL,
        success_action_status: UPLOAD_SUCCESS_STATUS,
        // S3 computes the checksum of what arrives and refuses other bytes (400 BadDigest).
        ...(input.sha256Base64
          ? { 'x-amz-checksum-algorithm': 'SHA256', 'x-amz-checksum-sha256': input.sha256Base64 }
          : {}),
      },
      Conditions: [['content-length-range', input.minBytes, input.maxBytes]],
    });
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  /**
   * S3 keeps the checksum the upload was made with (`x-amz-checksum-sha256`) and gives it back
   * on a HEAD with checksum mode; a store that kept none (MinIO's older versions, s3rver) has
   * its object read and hashed here instead.
   */
  async sha256(key: string): Promise<string | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: key, ChecksumMode: 'ENABLED' }),
      );
      const kept = head.ChecksumSHA256;
      // a multipart object's checksum is one of its parts' checksums ("…-3"): not the file's
      if (kept && !kept.includes('-')) return Buffer.from(kept, 'base64').toString('hex');
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 gave no body for ${key}`);
      return await sha256Hex(object.Body);
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async downloadUrl(input: DownloadInput): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: input.key,
      ResponseContentType: input.contentType,
      ResponseContentDisposition: contentDisposition(input.fileName, input.contentType),
    });
    // a recorded view's address ends as soon as a local store's grant would (storage/viewGrants.ts)
    const expiresIn = input.viewerId === undefined ? DOWNLOAD_URL_SECONDS : VIEW_GRANT_SECONDS;
    return getSignedUrl(this.client, command, { expiresIn });
  }
}
