import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayTyped, saveTyped } from '../../../src/client/features/report/typedJournal';
import { useConfigStore } from '../../../src/client/session/configStore';
import { listDrafts, writeDraft } from '../../../src/client/session/formDrafts';
import type { AuditorConfig } from '../../../src/contract';
import { clearOfflineData, getOfflineDb } from '../../../src/offline/db';

const USER = 41;
const db = getOfflineDb();

beforeEach(async () => {
  localStorage.clear();
  await clearOfflineData(db);
  useConfigStore.setState({ config: { USER_ID: USER } as AuditorConfig, status: 'ready' });
});
afterEach(() => {
  useConfigStore.setState({ config: null, status: 'idle' });
});

describe('the typed-text journal', () => {
  it('holds a keystroke until its Dexie transaction committed, then lets it go', async () => {
    saveTyped({ kind: 'summary', auditStoreId: 7 }, 'typed');
    // in the input handler itself, before any transaction could commit
    expect(listDrafts(USER, 'typed:7:')).toHaveLength(1);
    await expect.poll(() => listDrafts(USER, 'typed:7:').length).toBe(0);
    expect((await db.reportMeta.get(7))?.summary).toBe('typed');
    expect((await db.outbox.toArray()).map((entry) => entry.key)).toEqual([
      'reportSummary:7',
      'visitEntry:7:1',
      'visitEntry:7:2',
    ]);
  });

  it('saves what a page that went away mid-save left behind, when the report opens again', async () => {
    // The page wrote the journal and died before its transaction committed.
    writeDraft('typed:7:sectionComment:3', {
      target: { kind: 'sectionComment', auditStoreId: 7, sectionId: 3 },
      text: 'the last words',
    });
    await replayTyped(USER, 7);
    expect((await db.sectionComments.get([7, 3]))?.comment).toBe('the last words');
    expect((await db.outbox.toArray()).map((entry) => entry.key)).toEqual([
      'sectionComment:7:3',
      'visitEntry:7:1',
      'visitEntry:7:2',
    ]);
    expect(listDrafts(USER, 'typed:7:')).toEqual([]);
  });
});
