import { create } from 'zustand';
import type { NoticeList } from '../../../contract';
import { isHttpError } from '../../api/http';
import { getNotices, markNoticeRead } from '../../api/notices';

/**
 * The signed-in person's notices as last read, shared by the bell in the shell and the centre's
 * page. Offline, the read is answered from the service worker's copy (decision 0038).
 */
interface NoticeState {
  list: NoticeList | null;
  /** the last read failed (offline with no copy yet, or the server refused) */
  failed: boolean;
  /** reads the list again; a failed read keeps what was shown */
  load: () => Promise<void>;
  /** reads it again unless the last read began less than `maxAgeMs` ago (a change of screen) */
  refresh: (maxAgeMs: number) => Promise<void>;
  /** the person opened the notice: read at once on the screen, then on the server */
  open: (id: number) => void;
}

/**
 * Notices opened whose mark has not reached the server, kept on the device across a reload: one
 * opened offline is marked when the list is next read with a connection. Shown read meanwhile,
 * since a list read before the mark lands predates it.
 */
const KEPT_MARKS = 'notice-marks-waiting';
function keptMarks(): number[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEPT_MARKS) ?? '[]');
    return Array.isArray(kept) ? kept.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}
const marking = new Set<number>(keptMarks());
function keepMarks(): void {
  try {
    if (marking.size === 0) localStorage.removeItem(KEPT_MARKS);
    else localStorage.setItem(KEPT_MARKS, JSON.stringify([...marking]));
  } catch {
    // private mode: the marks wait for this visit only
  }
}
/** marks on their way to the server */
const sending = new Set<number>();

/** Sends one mark: done once the server has it, or refused it (another's notice, one gone). */
function sendMark(id: number): void {
  if (sending.has(id)) return;
  sending.add(id);
  markNoticeRead(id).then(
    () => forget(id),
    (error: unknown) => {
      sending.delete(id);
      if (isHttpError(error) && error.response.status !== 403) forget(id);
    },
  );
}
function forget(id: number): void {
  sending.delete(id);
  marking.delete(id);
  keepMarks();
}
/** when the last read began (epoch ms) */
let lastRead = 0;

/** `list` with the notices being marked shown read, and counted so. */
function withOpened(list: NoticeList): NoticeList {
  const opened = list.notices.filter((notice) => !notice.read && marking.has(notice.id));
  if (opened.length === 0) return list;
  return {
    unread: Math.max(0, list.unread - opened.length),
    notices: list.notices.map((notice) => (marking.has(notice.id) ? { ...notice, read: true } : notice)),
  };
}

export const useNoticeStore = create<NoticeState>()((set, get) => ({
  list: null,
  failed: false,
  load: async () => {
    lastRead = Date.now();
    try {
      set({ list: withOpened(await getNotices()), failed: false });
      for (const id of marking) sendMark(id);
    } catch {
      // the bell keeps its count; the centre says the read failed
      set({ failed: true });
    }
  },
  refresh: async (maxAgeMs) => {
    if (Date.now() - lastRead >= maxAgeMs) await get().load();
  },
  open: (id) => {
    const list = get().list;
    if (!list || marking.has(id)) return;
    marking.add(id);
    keepMarks();
    set({ list: withOpened(list) });
    sendMark(id);
  },
}));
