import { describe, expect, it } from 'vitest';
import { SentEdits } from '../../../src/client/features/proofs/sentEdits';

describe('SentEdits', () => {
  it('keeps an edit over kept copies and over reads started before it went; a later server read drops it', async () => {
    let clock = 100;
    const edits = new SentEdits<string, number>(() => clock);
    let finishEarlyRead: (value: { value: string; cachedCopy: boolean }) => void = () => undefined;
    // a server read starts, then the edit goes, then the read answers
    const early = edits.read(
      () =>
        new Promise<{ value: string; cachedCopy: boolean }>((resolve) => {
          finishEarlyRead = resolve;
        }),
    );
    clock = 110;
    edits.sent([['tag:1', 7]]);
    finishEarlyRead({ value: 'old list', cachedCopy: false });
    expect(await early).toBe('old list');
    expect(edits.entries()).toEqual([['tag:1', 7]]);

    clock = 120;
    await edits.read(async () => ({ value: 'kept copy', cachedCopy: true }));
    expect(edits.has('tag:1')).toBe(true);

    clock = 130;
    await edits.read(async () => ({ value: 'new list', cachedCopy: false }));
    expect(edits.has('tag:1')).toBe(false);
    expect(edits.entries()).toEqual([]);
  });
});
