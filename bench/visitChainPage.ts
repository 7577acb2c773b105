import { buildRequest, REPORT_CALL_ROUTES } from '../src/contract/reportCallRoutes';
import { openOfflineDb } from '../src/offline/db';
import { enqueue, outboxKeys } from '../src/offline/outbox';
import { createReportActions } from '../src/offline/reportActions';

/**
 * Runs in Chromium (bundled by bench/visitChainCost.ts): the app's answer save, which records the
 * visit's entry in its transaction (decision 0045), against the same save without the entry (the
 * answer and its call, as the save was before), alternating, on a real IndexedDB.
 */
export interface ChainSamples {
  withChain: number[];
  withoutChain: number[];
  keyWithChain: number[];
  keyWithoutChain: number[];
}

type ChainWindow = Window & {
  benchChain?: (samples: number) => Promise<ChainSamples>;
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
  // a keystroke: the same section comment, one character longer each time, as typing saves it
  const text = 'The staff greeted me at the door and explained the offer. '.repeat(20);
  const keyWithChain: number[] = [];
  const keyWithoutChain: number[] = [];
  for (let i = 0; i < samples; i++) {
    const comment = text.slice(0, 1 + (i % text.length));
    let start = performance.now();
    await actions.saveSectionComment({ auditStoreId: 2, sectionId: 1, comment });
    keyWithChain.push(performance.now() - start);

    start = performance.now();
    const notBefore = Date.now() + 1_500;
    await db.transaction('rw', [db.sectionComments, db.outbox], () =>
      Promise.all([
        db.sectionComments.put({ auditStoreId: 3, sectionId: 1, comment, updatedAt: i }),
        enqueue(db, {
          key: outboxKeys.sectionComment(3, 1),
          auditStoreId: 3,
          notBefore,
          request: buildRequest(
            REPORT_CALL_ROUTES.sectionComment,
            { id: 1 },
            { audit_store: 3, auditor_comment: comment },
          ),
        }),
      ]),
    );
    keyWithoutChain.push(performance.now() - start);
  }
  db.close();
  return { withChain, withoutChain, keyWithChain, keyWithoutChain };
};
