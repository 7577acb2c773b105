/** A worker's address, built as a chunk of the page's graph (scripts/workerSharingChunks.ts). */
declare module 'virtual:report-writer-worker-url' {
  const url: string;
  export default url;
}

/** The proof upload queue's worker (src/offline/proofQueuePort.ts). */
declare module 'virtual:proof-upload-worker-url' {
  const url: string;
  export default url;
}

/** The hashing worker of large picked files (src/offline/hashWorker.ts). */
declare module 'virtual:hash-worker-url' {
  const url: string;
  export default url;
}
