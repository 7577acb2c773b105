import type { Db } from '../../db/database';
import { reportSentBackText, type SentBackReport } from './noticeTexts';
import { notify } from './notify';

/**
 * Tells the auditor their report was sent back, inside the send-back's transaction. A report is
 * sent back once per round, and its revert count names the round.
 */
export async function notifyReportSentBack(
  trx: Db,
  report: SentBackReport & { auditorId: number; round: number },
  now: Date,
): Promise<void> {
  await notify(
    trx,
    {
      recipientId: report.auditorId,
      kind: 'report_sent_back',
      eventKey: `report:${report.id}:sent_back:${report.round}`,
      text: reportSentBackText(report),
    },
    now,
  );
}
