import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RuleAnswer } from '../../../contract';
import {
  getOfflineDb,
  outboxSummary,
  PROOF_VIEW_INTERVAL_MS,
  proofSummary,
  type ReportReads,
  type ReportServerData,
  readServerCopies,
  refreshReport,
  serverDataOfReads,
} from '../../../offline';
import { begunReportReads, reportReads } from '../../api/auditStoreReads';
import { isNotFoundError } from '../../api/http';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useTableWatch } from '../../pageState/useTableWatch';
import { takeFirstVisitReads } from '../../syncRuntime/firstVisitReads';

export type FetchState = 'loading' | 'done' | 'failed';

/** The reads, telling `onNotFound` when the server answers the report itself with a 404. */
function watchingNotFound(reads: ReportReads, onNotFound: () => void): ReportReads {
  return {
    ...reads,
    store: (id) =>
      reads.store(id).catch((error: unknown) => {
        if (isNotFoundError(error)) onNotFound();
        throw error;
      }),
  };
}

/** What the report page shows: the server copies and the local truth, all read live from Dexie. */
export function useReport(id: number) {
  const db = getOfflineDb();
  const [fetchState, setFetchState] = useState<FetchState>('loading');
  const [attempt, setAttempt] = useState(0);
  // not the auditor's, or gone: the page says so instead of offering a retry (ui/ErrorNotice.tsx)
  // (kept with its id, so another report's page does not inherit it)
  const [notFoundId, setNotFoundId] = useState<number>();

  // The server copy may have moved on while this device waited: fetch it again when the
  // connection returns and when the server refuses one of this report's changes (its status
  // changed, say), so the page shows why. Local values still queued are kept (refreshReport).
  const online = useOnlineStatus();
  // one live query for the report's outbox: the sync indicator, the submit check and this refetch
  const outbox = useLiveQuery(() => outboxSummary(db, id), [db, id]);
  // the upload queue writes three times a file: its counts follow at most four times a second
  const proofs = useTableWatch(['proofs'], () => proofSummary(db, id), String(id), PROOF_VIEW_INTERVAL_MS);
  const refused = outbox?.attention ?? 0;

  // The reads a first visit began at start-up draw the page until the device holds its copies
  // (decision 0060); the questionnaire waits for those, where what is typed is kept.
  const [arrived, setArrived] = useState<ReportServerData>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt`, `online` and `refused` re-run the fetch.
  useEffect(() => {
    let current = true;
    takeFirstVisitReads(id)
      .then((begun) =>
        refreshReport(
          db,
          id,
          watchingNotFound(
            begun ? begunReportReads(begun.responses) : reportReads,
            () => current && setNotFoundId(id),
          ),
          begun && {
            begunAt: begun.startedAt,
            onRead: (reads) => current && setArrived(serverDataOfReads(id, reads)),
          },
        ),
      )
      .then(
        (complete) => current && setFetchState(complete ? 'done' : 'failed'),
        () => current && setFetchState('failed'),
      );
    return () => {
      current = false;
    };
  }, [db, id, attempt, online, refused]);

  const kept = useLiveQuery(() => readServerCopies(db, id), [db, id]);
  const fromDevice = kept?.store !== undefined && kept.sections !== undefined;
  const server = fromDevice ? kept : (arrived ?? kept);
  const answerRows = useLiveQuery(() => db.answers.where('auditStoreId').equals(id).toArray(), [db, id]);
  const commentRows = useLiveQuery(
    () => db.sectionComments.where('auditStoreId').equals(id).toArray(),
    [db, id],
  );
  const meta = useLiveQuery(() => db.reportMeta.get(id), [db, id]);

  // Kept while their rows are unchanged, so an outbox change alone does not rebuild every row.
  // Before the device holds its copies, it holds no answer either: the server's are the device's.
  const arrivedAnswers = fromDevice ? undefined : arrived?.answers;
  const answers = useMemo(
    () =>
      new Map<number, RuleAnswer>(
        arrivedAnswers
          ? arrivedAnswers.map((row) => [
              row.question,
              {
                answer_text: row.answer_text,
                not_applicable: row.not_applicable,
                answer_comment: row.answer_comment,
              },
            ])
          : (answerRows ?? []).map((row) => [
              row.questionId,
              { answer_text: row.answerText, not_applicable: row.notApplicable, answer_comment: row.comment },
            ]),
      ),
    [answerRows, arrivedAnswers],
  );
  const sectionComments = useMemo(
    () => new Map((commentRows ?? []).map((row) => [row.sectionId, row.comment])),
    [commentRows],
  );
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    server,
    /** whether `server` is the device's kept copy, not the reads of a first visit still to be kept */
    fromDevice,
    answers,
    sectionComments,
    summary: meta?.summary ?? server?.store?.report_summary ?? '',
    outbox,
    proofs,
    fetchState,
    /** the server answered the report with a 404: a retry cannot change that */
    notFound: notFoundId === id,
    refresh,
  };
}

export type ReportView = ReturnType<typeof useReport>;
