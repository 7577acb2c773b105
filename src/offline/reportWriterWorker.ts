import { getOfflineDb } from './db';
import { broadcastOutboxBell } from './outboxBell';
import { createReportActions } from './reportActions';
import { serveReportActions, type WriterPort, type WriterReply, type WriterRequest } from './reportWriter';

/** The dedicated worker that runs the report's saves (reportWriter.ts, decision 0026). */
const port = self as unknown as WriterPort<WriterRequest, WriterReply>;
const actions = createReportActions(getOfflineDb(), broadcastOutboxBell().ring);
serveReportActions(actions, port);
