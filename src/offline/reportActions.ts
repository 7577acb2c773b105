import { chosenAnswer } from '../contract/chosenAnswer';
import { buildRequest, REPORT_CALL_ROUTES } from '../contract/reportCallRoutes';
import type { OfflineDb, ReportMetaRecord } from './db';
import { type EnqueueInput, enqueue, outboxKeys } from './outbox';
import { TYPING_PAUSE_MS } from './syncPolicy';

/**
 * What the report screen calls when the auditor changes something. Each action writes the local
 * truth and queues its call in ONE Dexie transaction, then returns: the screen never waits for the
 * network, and a value is never stored without the call that will carry it (docs/rules.md#offline
 * rules 1, 2). After the commit `onQueued` rings the outbox's bell (outboxBell.ts) with when the
 * call is due, and the sync engine sends the queue when it can.
 *
 * Typed text is saved the same way on every keystroke, so it is durable by the next frame; its
 * call is due only after a typing pause (`notBefore`), and each keystroke replaces the waiting
 * call of its field, so the network still sees one call per pause.
 */
export interface ReportActions {
  saveQuestion(input: {
    auditStoreId: number;
    questionId: number;
    answerText: string[];
    notApplicable: boolean;
    /** the value of a PLAIN question, typed: sent after the typing pause */
    typed?: boolean;
  }): Promise<void>;
  /**
   * One option of a MULTISELECT question ticked or unticked: the new answer is the stored one with
   * that change, so quick taps on several options all count. `options` gives their order.
   */
  toggleOption(input: {
    auditStoreId: number;
    questionId: number;
    option: string;
    checked: boolean;
    options: string[];
  }): Promise<void>;
  saveAnswerComment(input: { auditStoreId: number; questionId: number; comment: string }): Promise<void>;
  saveSectionComment(input: { auditStoreId: number; sectionId: number; comment: string }): Promise<void>;
  saveSummary(input: { auditStoreId: number; summary: string }): Promise<void>;
  /** the rating after submit: the two star ratings with their text, and the 1 to 10 experience */
  saveRating(input: {
    auditStoreId: number;
    feedback: NonNullable<ReportMetaRecord['feedback']>;
    nps: number;
  }): Promise<void>;
  /**
   * Resolves once every save issued so far has committed (or failed): what Submit waits for
   * before it sends the queue, so a keystroke just before the tap goes with the report.
   */
  settled(): Promise<void>;
}

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
): ReportActions {
  const tables = [db.answers, db.sectionComments, db.reportMeta, db.outbox];
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
  const commit = async (localWrite: () => Promise<unknown>, calls: EnqueueInput[]) => {
    const at = now();
    await db.transaction('rw', tables, () =>
      Promise.all([localWrite(), ...calls.map((call) => enqueue(db, call, at))]),
    );
    committed(at, calls);
  };
  /** A change worked out from the stored value inside the transaction, with the calls it needs. */
  const commitFromStored = async (change: () => Promise<EnqueueInput[]>) => {
    const at = now();
    const calls = await db.transaction('rw', tables, async () => {
      const needed = await change();
      await Promise.all(needed.map((call) => enqueue(db, call, at)));
      return needed;
    });
    committed(at, calls);
  };
  const track = (write: Promise<void>): Promise<void> => {
    const tracked = write.catch(() => undefined);
    inFlight.add(tracked);
    void tracked.then(() => inFlight.delete(tracked));
    return write;
  };
  const writeAndQueue = (localWrite: () => Promise<unknown>, ...calls: EnqueueInput[]): Promise<void> =>
    track(commit(localWrite, calls));
  const afterTypingPause = () => now() + TYPING_PAUSE_MS;

  async function currentAnswer(auditStoreId: number, questionId: number) {
    return db.answers.get([auditStoreId, questionId]);
  }

  return {
    saveQuestion: ({ auditStoreId, questionId, answerText, notApplicable, typed }) => {
      const chosen = chosenAnswer(answerText, notApplicable);
      return writeAndQueue(
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
        {
          ...answerCall(auditStoreId, questionId, chosen, notApplicable),
          notBefore: typed ? afterTypingPause() : undefined,
        },
      );
    },

    toggleOption: ({ auditStoreId, questionId, option, checked, options }) =>
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
          return [answerCall(auditStoreId, questionId, chosen, false)];
        }),
      ),

    saveAnswerComment: ({ auditStoreId, questionId, comment }) =>
      writeAndQueue(
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
        {
          key: outboxKeys.answerComment(auditStoreId, questionId),
          auditStoreId,
          notBefore: afterTypingPause(),
          request: buildRequest(
            REPORT_CALL_ROUTES.answerComment,
            { id: questionId },
            { audit_store_id: auditStoreId, question_id: questionId, answer_comment: comment },
          ),
        },
      ),

    saveSectionComment: ({ auditStoreId, sectionId, comment }) =>
      writeAndQueue(
        async () => {
          await db.sectionComments.put({ auditStoreId, sectionId, comment, updatedAt: now() });
        },
        {
          key: outboxKeys.sectionComment(auditStoreId, sectionId),
          auditStoreId,
          notBefore: afterTypingPause(),
          request: buildRequest(
            REPORT_CALL_ROUTES.sectionComment,
            { id: sectionId },
            { audit_store: auditStoreId, auditor_comment: comment },
          ),
        },
      ),

    saveSummary: ({ auditStoreId, summary }) =>
      writeAndQueue(
        async () => {
          const meta = await db.reportMeta.get(auditStoreId);
          await db.reportMeta.put({ ...meta, auditStoreId, summary, updatedAt: now() });
        },
        {
          key: outboxKeys.reportSummary(auditStoreId),
          auditStoreId,
          notBefore: afterTypingPause(),
          request: buildRequest(
            REPORT_CALL_ROUTES.reportSummary,
            { id: auditStoreId },
            { report_summary: summary },
          ),
        },
      ),

    saveRating: ({ auditStoreId, feedback, nps }) =>
      writeAndQueue(
        async () => {
          const meta = await db.reportMeta.get(auditStoreId);
          await db.reportMeta.put({ ...meta, auditStoreId, feedback, nps, updatedAt: now() });
        },
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
