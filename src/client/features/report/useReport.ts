import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import type { RuleAnswer } from '../../../contract';
import { getOfflineDb } from '../../offline/db';
import { readServerCopies, refreshReport } from './reportData';

export type FetchState = 'loading' | 'done' | 'failed';

/** What the report page shows: the server copies and the local truth, all read live from Dexie. */
export function useReport(id: number) {
  const db = getOfflineDb();
  const [fetchState, setFetchState] = useState<FetchState>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the fetch on refresh.
  useEffect(() => {
    let current = true;
    refreshReport(db, id).then(
      (complete) => current && setFetchState(complete ? 'done' : 'failed'),
      () => current && setFetchState('failed'),
    );
    return () => {
      current = false;
    };
  }, [db, id, attempt]);

  const server = useLiveQuery(() => readServerCopies(db, id), [db, id]);
  const answerRows = useLiveQuery(() => db.answers.where('auditStoreId').equals(id).toArray(), [db, id]);
  const commentRows = useLiveQuery(
    () => db.sectionComments.where('auditStoreId').equals(id).toArray(),
    [db, id],
  );
  const meta = useLiveQuery(() => db.reportMeta.get(id), [db, id]);
  const waiting = useLiveQuery(() => db.outbox.where('auditStoreId').equals(id).count(), [db, id]) ?? 0;

  const answers = new Map<number, RuleAnswer>(
    (answerRows ?? []).map((row) => [
      row.questionId,
      { answer_text: row.answerText, not_applicable: row.notApplicable, answer_comment: row.comment },
    ]),
  );
  const sectionComments = new Map((commentRows ?? []).map((row) => [row.sectionId, row.comment]));
  const refresh = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    server,
    answers,
    sectionComments,
    summary: meta?.summary ?? server?.store?.report_summary ?? '',
    waiting,
    fetchState,
    refresh,
  };
}

export type ReportView = ReturnType<typeof useReport>;
