import { apiCall } from './portalProcess';

/**
 * Answer saves from several writers at once, one question each, as devices keep sending while an
 * instance fails under them. Per question it keeps every value whose outcome is unknown since the
 * last acknowledged one: a save cut by a crash may or may not have landed, and the phone would
 * send it again; what the database holds afterwards must be one of them, never an older value.
 */
export interface SaveLoad {
  /** answer saves per HTTP status; `network` for those cut before an answer came */
  statuses: Map<number | 'network', number>;
  /** per question, the values the stored one must be among */
  possible: Map<number, string[]>;
  /** acknowledged saves */
  acknowledged: number;
}

export function startSaveLoad(
  target: { origin: () => string; cookie: string; storeId: number; questionIds: number[] },
  label: string,
): { stop: () => Promise<SaveLoad> } {
  const load: SaveLoad = { statuses: new Map(), possible: new Map(), acknowledged: 0 };
  let running = true;
  const count = (status: number | 'network') =>
    load.statuses.set(status, (load.statuses.get(status) ?? 0) + 1);
  const writers = target.questionIds.map(async (questionId) => {
    for (let i = 0; running; i++) {
      const text = `${label} q${questionId} #${i}`;
      const body = { audit_store: target.storeId, answer_text: [text], status: true };
      const sent = await apiCall(
        target.origin(),
        target.cookie,
        `auditor/question/${questionId}/answer`,
        body,
      ).then(
        (response) => response.status,
        () => 'network' as const,
      );
      count(sent);
      if (sent === 200) {
        load.acknowledged += 1;
        load.possible.set(questionId, [text]);
      } else {
        load.possible.set(questionId, [...(load.possible.get(questionId) ?? []), text]);
      }
      // the instance is gone: this writer waits for the test to bring it back
      if (sent === 'network') return;
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(writers);
      return load;
    },
  };
}
