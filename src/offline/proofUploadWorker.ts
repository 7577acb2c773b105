import { getOfflineDb } from './db';
import { fetchProofTransport } from './fetchTransport';
import { createXhrFormPoster, createXhrPartPutter } from './formPost';
import { createProofQueue } from './proofQueue';
import {
  type ProofQueueReply,
  type ProofQueueRequest,
  proofQueueEvents,
  serveProofQueue,
} from './proofQueuePort';
import type { WriterPort } from './reportWriter';

/**
 * The dedicated worker that uploads the page's queued proofs (proofQueuePort.ts, decision 0058).
 * XHR exists in a dedicated worker, so the tiles keep their progress bars.
 */
const port = self as unknown as WriterPort<ProofQueueRequest, ProofQueueReply>;
const queue = createProofQueue({
  db: getOfflineDb(),
  transport: fetchProofTransport,
  postForm: createXhrFormPoster(),
  putPart: createXhrPartPutter(),
  ...proofQueueEvents(port),
  // as in the page: surely offline, a try would only fail and back off
  online: () => navigator.onLine !== false,
});
serveProofQueue(queue, port);
