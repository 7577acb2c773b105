import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_NOTHING_REFUSED } from '../../../src/client/features/sync/SyncHeadline';
import { SyncIndicator } from '../../../src/client/features/sync/SyncIndicator';
import { SyncPage } from '../../../src/client/features/sync/SyncPage';
import { clearOfflineData, getOfflineDb, type OutboxEntry } from '../../../src/offline/db';
import { enqueue, outboxSummary } from '../../../src/offline/outbox';
import { answerRequest, sectionCommentRequest } from '../offline/requests';

const drain = vi.fn(async () => undefined);
vi.mock('../../../src/client/syncRuntime/pageSync', () => ({ pageSyncEngine: () => ({ drain }) }));

const db = getOfflineDb();
const STORE = 12;

function answerEntry(questionId: number, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    key: `answer:${STORE}:${questionId}`,
    auditStoreId: STORE,
    request: answerRequest(STORE, questionId, 'yes'),
    state: 'pending',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.UTC(2025, 4, 6, 9, 30),
    ...overrides,
  };
}

function refused(questionId: number, message: string): OutboxEntry {
  return answerEntry(questionId, { state: 'attention', lastError: { status: 400, message } });
}

beforeEach(async () => {
  await clearOfflineData(db);
  drain.mockReset();
});

afterEach(() => {
  cleanup();
});

/** The indicator fed the way the report page feeds it: the report's outbox summary, read live. */
function LiveIndicator({ auditStoreId }: { auditStoreId: number }) {
  const summary = useLiveQuery(() => outboxSummary(db, auditStoreId), [auditStoreId]);
  return <SyncIndicator summary={summary} />;
}

const renderIndicator = (auditStoreId = STORE) =>
  render(
    <MemoryRouter>
      <LiveIndicator auditStoreId={auditStoreId} />
    </MemoryRouter>,
  );

describe('SyncIndicator', () => {
  it('says all changes are saved when the report has nothing in the outbox', async () => {
    // Another report's entry does not count.
    await db.outbox.add({ ...answerEntry(1), auditStoreId: 99, key: 'answer:99:1' });
    renderIndicator();
    const status = await screen.findByRole('status');
    await vi.waitFor(() => expect(status.textContent).toBe('All changes saved'));
    expect(status.className).toContain('sync-indicator-success');
  });

  it('counts pending, in-flight and backing-off entries as waiting to be sent', async () => {
    await db.outbox.bulkAdd([
      answerEntry(1),
      answerEntry(2, { state: 'sending', sendingSince: 1 }),
      answerEntry(3, {
        attempts: 2,
        nextAttemptAt: Date.now() + 60_000,
        lastError: { message: 'Network error' },
      }),
      answerEntry(4, { attempts: 1, lastError: { status: 503, message: 'Server error 503' } }),
    ]);
    renderIndicator();
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('4 changes waiting to be sent'),
    );
    expect(screen.getByRole('status').className).toContain('sync-indicator-warning');
  });

  it('shows refused entries as needing attention, with a link to /sync', async () => {
    await db.outbox.bulkAdd([refused(1, 'Invalid option'), answerEntry(2)]);
    renderIndicator();
    const link = await screen.findByRole('link', { name: '1 needs attention' });
    expect(link.getAttribute('href')).toBe('/sync');
    expect(screen.getByRole('status').className).toContain('sync-indicator-danger');
  });

  it('updates live as the outbox changes', async () => {
    renderIndicator();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));

    await act(() =>
      enqueue(db, { key: 'answer:12:5', auditStoreId: STORE, request: answerEntry(5).request }),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('1 change waiting to be sent'),
    );

    await act(() =>
      enqueue(db, { key: 'answer:12:6', auditStoreId: STORE, request: answerEntry(6).request }),
    );
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('2 changes waiting to be sent'),
    );

    await act(async () => {
      const [first] = await db.outbox.toArray();
      await db.outbox.update(first?.seq as number, { state: 'attention', lastError: { message: 'No' } });
    });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 needs attention'));

    await act(() => db.outbox.clear());
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('All changes saved'));
  });
});

const renderPage = () =>
  render(
    <MemoryRouter>
      <SyncPage />
    </MemoryRouter>,
  );

describe('SyncPage', () => {
  it('says so when nothing needs attention, and claims no refusal', async () => {
    await db.outbox.add(answerEntry(1));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nothing needs attention' })).toBeTruthy();
    expect(screen.getByText(SYNC_NOTHING_REFUSED)).toBeTruthy();
    expect(screen.queryByText(/did not accept|refused 0/)).toBeNull();
  });

  it('the headline counts what the server refused', async () => {
    await db.outbox.bulkAdd([
      refused(3, 'Select one of the options'),
      refused(4, 'Too long'),
      answerEntry(5),
    ]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: '2 changes need attention' })).toBeTruthy();
    expect(screen.getByText(/^The server refused 2 changes\. Send each one again/)).toBeTruthy();
  });

  it('lists refused entries across reports with what, where and the server message', async () => {
    await db.outbox.bulkAdd([
      refused(3, 'Select one of the options'),
      {
        ...refused(0, 'Too long'),
        key: 'sectionComment:40:7',
        auditStoreId: 40,
        request: sectionCommentRequest(40, 7, 'Too long'),
      },
      answerEntry(4),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Changes that need attention' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Answer to question 3');
    expect(items[0]?.textContent).toContain('Select one of the options');
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Report #12' })
        .getAttribute('href'),
    ).toBe('/audit_store/12/section');
    expect(items[1]?.textContent).toContain('Section comment (section 7)');
    expect(items[1]?.textContent).toContain('Report #40');
    expect(items[1]?.textContent).toContain('Too long');
  });

  it('Retry sends the entry again and it leaves the list once accepted', async () => {
    const seq = await db.outbox.add(refused(3, 'Select one of the options'));
    drain.mockImplementation(async () => {
      // The engine sends the now pending entry and the server accepts it.
      const entry = await db.outbox.get(seq);
      expect(entry?.state).toBe('pending');
      expect(entry?.lastError).toBeUndefined();
      await db.outbox.delete(seq);
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(SYNC_NOTHING_REFUSED)).toBeTruthy();
    expect(drain).toHaveBeenCalledTimes(1);
  });

  it('Discard asks first, keeps the local value and removes only the outbox entry', async () => {
    await db.answers.put({
      auditStoreId: STORE,
      questionId: 3,
      answerText: ['Yes'],
      notApplicable: false,
      comment: '',
      updatedAt: 1,
    });
    await db.outbox.add(refused(3, 'Select one of the options'));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));

    const dialog = screen.getByRole('dialog', { name: 'Discard this change?' });
    expect(dialog.textContent).toContain('The value stays on this device but will not be sent');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await db.outbox.count()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(SYNC_NOTHING_REFUSED)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.answers.get([STORE, 3]))?.answerText).toEqual(['Yes']);
    expect(drain).not.toHaveBeenCalled();
  });
});
