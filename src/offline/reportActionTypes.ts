import type { ReportMetaRecord } from './db';
import type { VisitStamp } from './visitRecord';

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
 *
 * Each change of the report is also an entry of the visit's record (decision 0045), written in
 * the same transaction, so a change is never kept without its evidence; an entry that cannot be
 * recorded never costs the change (the seal at Submit names the gap).
 */
export interface ReportActions {
  saveQuestion(input: {
    auditStoreId: number;
    stamp?: VisitStamp;
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
    stamp?: VisitStamp;
    questionId: number;
    option: string;
    checked: boolean;
    options: string[];
  }): Promise<void>;
  saveAnswerComment(input: {
    auditStoreId: number;
    questionId: number;
    comment: string;
    stamp?: VisitStamp;
  }): Promise<void>;
  saveSectionComment(input: {
    auditStoreId: number;
    sectionId: number;
    comment: string;
    stamp?: VisitStamp;
  }): Promise<void>;
  saveSummary(input: { auditStoreId: number; summary: string; stamp?: VisitStamp }): Promise<void>;
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
