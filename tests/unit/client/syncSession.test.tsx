import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { canActivateUpdate } from '../../../src/client/pageState/updatePolicy';
import { prepareLogout } from '../../../src/client/session/logout';
import { startSync } from '../../../src/client/syncRuntime/startSync';
import { DATA_OWNER_KEY, unsentChangesMessage } from '../../../src/client/syncRuntime/syncRuntime';
import { API_CACHE_NAME } from '../../../src/offline/apiCache';
import { clearOfflineData, getOfflineDb } from '../../../src/offline/db';
import { enqueue } from '../../../src/offline/outbox';
import { answerRequest } from '../offline/requests';
import { installFakeApi } from './fakeApi';

const engine = { start: vi.fn(), stop: vi.fn(), drain: vi.fn(async () => undefined) };
vi.mock('../../../src/client/syncRuntime/pageSync', () => ({ pageSyncEngine: () => engine }));

const db = getOfflineDb();

async function queueAnswers(count: number) {
  for (let question = 1; question <= count; question += 1) {
    await enqueue(db, {
      key: `answer:12:${question}`,
      auditStoreId: 12,
      request: answerRequest(12, question, 'yes'),
    });
  }
}

async function putAnswer() {
  await db.answers.put({
    auditStoreId: 12,
    questionId: 1,
    answerText: ['Yes'],
    notApplicable: false,
    comment: '',
    updatedAt: 1,
  });
}

let deletedCaches: string[];

beforeAll(async () => {
  localStorage.setItem(DATA_OWNER_KEY, '7');
  installFakeApi({
    '/api/auditor/config': { body: { USER_ID: 7 } },
    '/api/auditor/audit_store/report_submission_time': { body: { detail: 'Saved' } },
  });
  // the engine starts at app start only when the device already holds local data
  await db.open();
  startSync();
  await vi.waitFor(() => expect(engine.start).toHaveBeenCalledTimes(1));
});

beforeEach(async () => {
  await clearOfflineData(db);
  deletedCaches = [];
  vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => deletedCaches.push(name) > 0) });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('start-up', () => {
  it('starts the page engine once and keeps the data of the signed-in user', () => {
    startSync();
    expect(engine.start).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(DATA_OWNER_KEY)).toBe('7');
  });
});

describe('logout with unsent changes', () => {
  it('asks first; Cancel keeps the user logged in and every local record', async () => {
    await putAnswer();
    await queueAnswers(3);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);

    expect(await prepareLogout()).toBe(false);

    expect(confirm).toHaveBeenCalledWith(unsentChangesMessage(3));
    expect(unsentChangesMessage(3)).toBe(
      'You have 3 changes that are not sent yet. If you log out now, they will be deleted from this device ' +
        'and never sent. Cancel to stay logged in so they can be sent. Log out anyway?',
    );
    expect(unsentChangesMessage(1)).toContain('You have 1 change that is not sent yet.');
    expect(await db.outbox.count()).toBe(3);
    expect(await db.answers.count()).toBe(1);
    expect(deletedCaches).toEqual([]);
  });

  it('OK logs out and removes the local data and the cached API responses', async () => {
    await putAnswer();
    await queueAnswers(1);
    await db.timers.put({ auditStoreId: 12, seconds: 30, updatedAt: 1 });
    vi.spyOn(window, 'confirm').mockReturnValue(true);

    expect(await prepareLogout()).toBe(true);

    for (const table of db.tables) expect(await table.count()).toBe(0);
    expect(deletedCaches).toContain(API_CACHE_NAME);
    expect(localStorage.getItem(DATA_OWNER_KEY)).toBeNull();
    localStorage.setItem(DATA_OWNER_KEY, '7');
  });

  it('does not ask when everything is sent, and still clears the device', async () => {
    await putAnswer();
    const confirm = vi.spyOn(window, 'confirm');
    expect(await prepareLogout()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(await db.answers.count()).toBe(0);
    localStorage.setItem(DATA_OWNER_KEY, '7');
  });
});

describe('update guard', () => {
  it('holds a waiting version while the outbox has entries and allows it once empty', async () => {
    expect(await canActivateUpdate()).toBe(true);
    await queueAnswers(1);
    expect(await canActivateUpdate()).toBe(false);
    await db.outbox.update((await db.outbox.toArray())[0]?.seq as number, { state: 'attention' });
    expect(await canActivateUpdate()).toBe(false);
    await db.outbox.clear();
    expect(await canActivateUpdate()).toBe(true);
  });
});

describe('another account on this device', () => {
  it('removes the previous user’s local data and says so', async () => {
    const { ensureDataOwner } = await import('../../../src/client/syncRuntime/syncRuntime');
    await putAnswer();
    await queueAnswers(2);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);

    await ensureDataOwner(8);

    expect(await db.outbox.count()).toBe(0);
    expect(await db.answers.count()).toBe(0);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(DATA_OWNER_KEY)).toBe('8');

    // The same user again keeps what is there.
    await putAnswer();
    await ensureDataOwner(8);
    expect(await db.answers.count()).toBe(1);
  });
});
