import { type HashReply, type HashRequest, sha256Hex } from './blobHash';

/**
 * The page's hashing worker (decision 0071): the SHA-256 of a large picked file, read a piece at a
 * time (offline/blobHash.ts), away from the page's thread, where typing would wait behind it.
 */

const port = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<HashRequest>) => void): void;
  postMessage(reply: HashReply): void;
};

port.addEventListener('message', ({ data: { id, blob } }) => {
  sha256Hex(blob).then(
    (sha256) => port.postMessage({ id, sha256 }),
    (error: unknown) =>
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
