import { create } from 'zustand';
import type { NoticeList } from '../../../contract';
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

/** Notices opened whose mark has not reached the server yet: a list read meanwhile predates it. */
const marking = new Set<number>();
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
    set({ list: withOpened(list) });
    // Offline the mark is lost and the notice shows unread again at the next read: a small cost
    // for a centre that needs no queue of its own.
    markNoticeRead(id)
      .catch(() => undefined)
      .finally(() => marking.delete(id));
  },
}));
