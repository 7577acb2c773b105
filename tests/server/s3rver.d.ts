/** The part of s3rver 3 (a third-party S3 server, test-only) that the tests use; it ships no types. */
declare module 's3rver' {
  interface S3rverOptions {
    port: number;
    address: string;
    silent: boolean;
    directory: string;
    /** `configs`: the bucket's CORS (or website) configuration documents, as XML */
    configureBuckets: Array<{ name: string; configs?: string[] }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
