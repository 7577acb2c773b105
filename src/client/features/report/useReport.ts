import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RuleAnswer } from '../../../contract';
import {
  getOfflineDb,
  outboxSummary,
  PROOF_VIEW_INTERVAL_MS,
  proofSummary,
  readServerCopies,
  refreshReport,
} from '../../../offline';
import { reportReads } from '../../api/auditStoreReads';
import { useOnlineStatus } from '../../pageState/useOnlineStatus';
import { useTableWatch } from '../../pageState/useTableWatch';

export type FetchState = 'loading' | 'done' | 'failed';

/** What the report page shows: the server copies and the local truth, all read live from Dexie. */
export function useReport(id: number) {
  const db = getOfflineDb();
  const [fetchState, setFetchState] = useState<FetchState>('loading');
  const [attempt, setAttempt] = useState(0);

  // The server copy may have moved on while this device waited: fetch it again when the
  // connection returns and when the server refuses one of this report's changes (its status
  // changed, say), so the page shows why. Local values still queued are kept (refreshReport).
  const online = useOnlineStatus();
  // one live query for the report's outbox: the sync indicator, the submit check and this refetch
  const outbox = useLiveQuery(() => outboxSummary(db, id), [db, id]);
  // the upload queue writes three times a file: its counts follow at most four times a second
  const proofs = useTableWatch(['proofs'], () => proofSummary(db, id), String(id), PROOF_VIEW_INTERVAL_MS);
  const refused = outbox?.attention ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt`, `online` and `refused` re-run the fetch.
  useEffect(() => {
    let current = true;
    refreshReport(db, id, reportReads).then(
      (complete) => current && setFetchState(complete ? 'done' : 'failed'),
      () => current && setFetchState('failed'),
    );
    return () => {
      current = false;
    };
  }, [db, id, attempt, online, refused]);

  const server = useLiveQuery(() => readServerCopies(db, id), [db, id]);
  const answerRows = useLiveQuery(() => db.answers.where('auditStoreId').equals(id).toArray(), [db, id]);
  const commentRows = useLiveQuery(
    () => db.sectionComments.where('auditStoreId').equals(id).toArray(),
    [db, id],
  );
  const meta = useLiveQuery(() => db.reportMeta.get(id), [db, id]);

  // Kept while their rows are unchanged, so an outbox change alone does not rebuild every row.
  const answers = useMemo(
    () =>
      new Map<number, RuleAnswer>(
        (answerRows ?? []).map((row) => [
          row.questionId,
          { answer_text: row.answerText, not_applicable: row.notApplicable, answer_comment: row.comment },
        ]),
      ),
    [answerRows],
  );
  const sectionComments = useMemo(
    () => new Map((commentRows ?? []).map((row) => [row.sectionId, row.comment])),
    [commentRows],
  );
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    server,
    answers,
    sectionComments,
    summary: meta?.summary ?? server?.store?.report_summary ?? '',
    outbox,
    proofs,
    fetchState,
    refresh,
  };
}

export type ReportView = ReturnType<typeof useReport>;
