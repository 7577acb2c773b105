import { chosenAnswer } from '../contract/chosenAnswer';
import { buildRequest, REPORT_CALL_ROUTES } from '../contract/reportCallRoutes';
import { visitValues } from '../contract/visitState';
import type { OfflineDb } from './db';
import { type EnqueueInput, enqueue, outboxKeys } from './outbox';
import type { ReportActions } from './reportActionTypes';
import { TYPING_PAUSE_MS } from './syncPolicy';
import { createVisitClock } from './visitClock';
import {
  recordPendingEntries,
  recordVisitEntry,
  stampedClock,
  stampOf,
  type VisitClock,
  type VisitRecording,
  type VisitStamp,
} from './visitRecord';

export type { ReportActions } from './reportActionTypes';

/** The User Timing mark set when a save committed: bench/answerSaveLatency.ts reads it. */
export const LOCAL_COMMIT_MARK = 'report-local-commit';

/** The whole question state in one call, so an answer and Not Applicable never race. */
function answerCall(
  auditStoreId: number,
  questionId: number,
  chosen: string[],
  notApplicable: boolean,
): EnqueueInput {
  return {
    key: outboxKeys.answer(auditStoreId, questionId),
    auditStoreId,
    request: buildRequest(
      REPORT_CALL_ROUTES.answer,
      { id: questionId },
      {
        audit_store: auditStoreId,
        answer_text: chosen,
        status: chosen.length > 0,
        not_applicable: notApplicable,
      },
    ),
  };
}

/**
 * Told after each commit; `dueAt` is when the earliest of the queued calls may be sent (the
 * outbox's bell: `OutboxBell.ring`).
 */
export type OnQueued = (dueAt: number) => void;

export function createReportActions(
  db: OfflineDb,
  onQueued: OnQueued = () => {},
  now = () => Date.now(),
  clock: VisitClock = createVisitClock(now),
): ReportActions {
  const tables = [db.answers, db.sectionComments, db.reportMeta, db.outbox, db.visitEntries];
  const textTables = [db.answers, db.sectionComments, db.reportMeta, db.outbox];
  const inFlight = new Set<Promise<void>>();
  /**
   * The local write and the queued calls in one transaction, issued together: IndexedDB then
   * answers them in one or two round trips instead of one per request, which is most of an answer
   * save's time (docs/budgets.md#saving-an-answer: input to commit under 8 ms at p95, a keystroke
   * 16 ms).
   */
  const committed = (at: number, calls: EnqueueInput[]) => {
    // input to local commit (docs/budgets.md#saving-an-answer); in the worker the page sets its own
    // from the reply
    performance.mark(LOCAL_COMMIT_MARK);
    onQueued(Math.min(...calls.map((call) => Math.max(at, call.notBefore ?? at))));
  };
  /** the visit entry's calls, queued in the caller's transaction */
  const record = async (recording: VisitRecording | null, at: number) => {
    if (recording === null) return [];
    const stamp = recording.stamp;
    // Evidence never costs the auditor a change: an entry that cannot be recorded is left out (the
    // seal then names the gap), and the change's own writes commit (Dexie does not abort a
    // transaction for a failure its code caught).
    return recordVisitEntry(db, recording, stamp ? stampedClock(stamp) : clock, at).catch(() => []);
  };
  const commit = async (
    localWrite: () => Promise<unknown>,
    recording: VisitRecording | null,
    calls: EnqueueInput[],
  ) => {
    const at = now();
    const queued = await db.transaction('rw', tables, async () => {
      const [, entryCalls] = await Promise.all([
        localWrite(),
        record(recording, at),
        ...calls.map((call) => enqueue(db, call, at)),
      ]);
      return entryCalls;
    });
    committed(at, [...calls, ...queued]);
  };
  /**
   * Typed text (decision 0070): the text and its call commit first, the call carrying the text's
   * visit entry as pending, and the entry is recorded in a transaction of its own right after. A
   * keystroke's save is then as quick as before the record (one entry's reads and writes in its
   * transaction cost 2 to 3 ms at p95 on the bench's host). The entry's transaction is made before
   * the save resolves, so IndexedDB runs any later one over the record after it (Submit's own
   * entry reads the head behind it); these actions' `settled` waits for it. Should the app be gone
   * in between, the sync engine records the pending entry before it sends the call.
   */
  const commitTyped = async (
    localWrite: () => Promise<unknown>,
    recording: VisitRecording,
    call: EnqueueInput,
  ) => {
    const at = now();
    const { stamp = stampOf(clock), ...recorded } = recording;
    const pendingEntry = { ...recorded, stamp };
    const [, seq] = await db.transaction('rw', textTables, () =>
      Promise.all([localWrite(), enqueue(db, { ...call, pendingEntry }, at)]),
    );
    committed(at, [call]);
    // No second ring of the outbox's bell: the entry's call is due with the text's, rung above.
    const recordEntry = db.transaction('rw', [db.visitEntries, db.outbox], () =>
      recordPendingEntries(db, [seq], at),
    );
    void track(recordEntry.then(() => undefined));
  };
  /** A change worked out from the stored value inside the transaction, with the calls it needs. */
  const commitFromStored = async (
    change: () => Promise<{ calls: EnqueueInput[]; recording: VisitRecording }>,
  ) => {
    const at = now();
    const calls = await db.transaction('rw', tables, async () => {
      const { calls: needed, recording } = await change();
      const [entryCalls] = await Promise.all([
        record(recording, at),
        ...needed.map((call) => enqueue(db, call, at)),
      ]);
      return [...needed, ...entryCalls];
    });
    committed(at, calls);
  };
  const track = (write: Promise<void>): Promise<void> => {
    const tracked = write.catch(() => undefined);
    inFlight.add(tracked);
    void tracked.then(() => inFlight.delete(tracked));
    return write;
  };
  const writeAndQueue = (
    localWrite: () => Promise<unknown>,
    /** the change's entry in the visit record; null after Submit (the rating), when none is kept */
    recording: VisitRecording | null,
    ...calls: EnqueueInput[]
  ): Promise<void> => track(commit(localWrite, recording, calls));
  /** typed text: its entry follows in its own transaction (commitTyped) */
  const writeTypedAndQueue = (
    localWrite: () => Promise<unknown>,
    recording: VisitRecording,
    call: EnqueueInput,
  ): Promise<void> => track(commitTyped(localWrite, recording, call));
  /** a change's entry: due with its change's call, so one request carries both */
  const entry = (
    auditStoreId: number,
    kind: VisitRecording['kind'],
    ref: number | null,
    value: VisitRecording['value'],
    stamp: VisitStamp | undefined,
    notBefore?: number,
  ): VisitRecording => ({
    auditStoreId,
    kind,
    ref: ref === null ? null : String(ref),
    value,
    ...(stamp === undefined ? {} : { stamp }),
    ...(notBefore === undefined ? {} : { notBefore }),
  });
  const afterTypingPause = () => now() + TYPING_PAUSE_MS;

  async function currentAnswer(auditStoreId: number, questionId: number) {
    return db.answers.get([auditStoreId, questionId]);
  }

  return {
    saveQuestion: ({ auditStoreId, questionId, answerText, notApplicable, typed, stamp }) => {
      const chosen = chosenAnswer(answerText, notApplicable);
      const notBefore = typed ? afterTypingPause() : undefined;
      return (typed ? writeTypedAndQueue : writeAndQueue)(
        async () => {
          const previous = await currentAnswer(auditStoreId, questionId);
          await db.answers.put({
            auditStoreId,
            questionId,
            answerText: chosen,
            notApplicable,
            comment: previous?.comment ?? '',
            updatedAt: now(),
          });
        },
        entry(
          auditStoreId,
          'answer',
          questionId,
          visitValues.answer(chosen, notApplicable),
          stamp,
          notBefore,
        ),
        { ...answerCall(auditStoreId, questionId, chosen, notApplicable), notBefore },
      );
    },

    toggleOption: ({ auditStoreId, questionId, option, checked, options, stamp }) =>
      track(
        commitFromStored(async () => {
          // From what is stored, not from what the screen showed: a second tap that comes before
          // the first is back on screen must add to it, not replace it.
          const previous = await currentAnswer(auditStoreId, questionId);
          const stored = new Set(chosenAnswer(previous?.answerText ?? [], previous?.notApplicable ?? false));
          if (checked) stored.add(option);
          else stored.delete(option);
          const chosen = options.filter((value) => stored.has(value));
          await db.answers.put({
            auditStoreId,
            questionId,
            answerText: chosen,
            notApplicable: false,
            comment: previous?.comment ?? '',
            updatedAt: now(),
          });
          return {
            calls: [answerCall(auditStoreId, questionId, chosen, false)],
            recording: entry(auditStoreId, 'answer', questionId, visitValues.answer(chosen, false), stamp),
          };
        }),
      ),

    saveAnswerComment: ({ auditStoreId, questionId, comment, stamp }) => {
      const notBefore = afterTypingPause();
      return writeTypedAndQueue(
        async () => {
          const previous = await currentAnswer(auditStoreId, questionId);
          await db.answers.put({
            auditStoreId,
            questionId,
            answerText: previous?.answerText ?? [],
            notApplicable: previous?.notApplicable ?? false,
            comment,
            updatedAt: now(),
          });
        },
        entry(auditStoreId, 'answer_comment', questionId, visitValues.text(comment), stamp, notBefore),
        {
          key: outboxKeys.answerComment(auditStoreId, questionId),
          auditStoreId,
          notBefore,
          request: buildRequest(
            REPORT_CALL_ROUTES.answerComment,
            { id: questionId },
            { audit_store_id: auditStoreId, question_id: questionId, answer_comment: comment },
          ),
        },
      );
    },

    saveSectionComment: ({ auditStoreId, sectionId, comment, stamp }) => {
      const notBefore = afterTypingPause();
      return writeTypedAndQueue(
        async () => {
          await db.sectionComments.put({ auditStoreId, sectionId, comment, updatedAt: now() });
        },
        entry(auditStoreId, 'section_comment', sectionId, visitValues.text(comment), stamp, notBefore),
        {
          key: outboxKeys.sectionComment(auditStoreId, sectionId),
          auditStoreId,
          notBefore,
          request: buildRequest(
            REPORT_CALL_ROUTES.sectionComment,
            { id: sectionId },
            { audit_store: auditStoreId, auditor_comment: comment },
          ),
        },
      );
    },

    saveSummary: ({ auditStoreId, summary, stamp }) => {
      const notBefore = afterTypingPause();
      return writeTypedAndQueue(
        async () => {
          const meta = await db.reportMeta.get(auditStoreId);
          await db.reportMeta.put({ ...meta, auditStoreId, summary, updatedAt: now() });
        },
        entry(auditStoreId, 'summary', null, visitValues.text(summary), stamp, notBefore),
        {
          key: outboxKeys.reportSummary(auditStoreId),
          auditStoreId,
          notBefore,
          request: buildRequest(
            REPORT_CALL_ROUTES.reportSummary,
            { id: auditStoreId },
            { report_summary: summary },
          ),
        },
      );
    },

    saveRating: ({ auditStoreId, feedback, nps }) =>
      writeAndQueue(
        async () => {
          const meta = await db.reportMeta.get(auditStoreId);
          await db.reportMeta.put({ ...meta, auditStoreId, feedback, nps, updatedAt: now() });
        },
        null,
        {
          key: outboxKeys.feedback(auditStoreId),
          auditStoreId,
          request: buildRequest(
            REPORT_CALL_ROUTES.feedback,
            { id: auditStoreId },
            {
              audit_understanding: feedback.auditUnderstanding,
              coordination: feedback.coordination,
              portal_accessibility: feedback.portalAccessibility,
            },
          ),
        },
        {
          key: outboxKeys.nps(auditStoreId),
          auditStoreId,
          request: buildRequest(REPORT_CALL_ROUTES.nps, { id: auditStoreId }, { nps_section: nps }),
        },
      ),
    settled: async () => {
      await Promise.all([...inFlight]);
    },
  };
}
