import { buildRequest, REPORT_CALL_ROUTES } from '../src/contract/reportCallRoutes';
import { openOfflineDb } from '../src/offline/db';
import { enqueue, outboxKeys } from '../src/offline/outbox';
import { createReportActions } from '../src/offline/reportActions';

/**
 * Runs in Chromium (bundled by bench/visitChainCost.ts): the app's answer save, which records the
 * visit's entry in its transaction (decision 0045), against the same save without the entry (the
 * answer and its call, as the save was before), alternating, on a real IndexedDB.
 */
type ChainWindow = Window & {
  benchChain?: (samples: number) => Promise<{ withChain: number[]; withoutChain: number[] }>;
};

(window as ChainWindow).benchChain = async (samples) => {
  const db = openOfflineDb(`bench-visit-chain-${Date.now()}`);
  const actions = createReportActions(db);
  const auditStoreId = 1;
  const withChain: number[] = [];
  const withoutChain: number[] = [];
  for (let i = 0; i < samples; i++) {
    const answerText = [i % 2 === 0 ? 'Yes' : 'No'];
    let start = performance.now();
    await actions.saveQuestion({ auditStoreId, questionId: 1 + (i % 20), answerText, notApplicable: false });
    withChain.push(performance.now() - start);

    start = performance.now();
    const questionId = 101 + (i % 20);
    await db.transaction('rw', [db.answers, db.outbox], () =>
      Promise.all([
        db.answers.put({
          auditStoreId,
          questionId,
          answerText,
          notApplicable: false,
          comment: '',
          updatedAt: i,
        }),
        enqueue(db, {
          key: outboxKeys.answer(auditStoreId, questionId),
          auditStoreId,
          request: buildRequest(
            REPORT_CALL_ROUTES.answer,
            { id: questionId },
            { audit_store: auditStoreId, answer_text: answerText, status: true, not_applicable: false },
          ),
        }),
      ]),
    );
    withoutChain.push(performance.now() - start);
  }
  db.close();
  return { withChain, withoutChain };
};
