import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NOTICE_CENTRE_PATH } from '../../../contract';
import { useConfigStore } from '../../session/configStore';
import { useNoticeStore } from './noticeStore';
import { usePushMessages } from './usePushMessages';
import './notices.css';

/** How often an open app looks for new notices while it is on screen. */
const LOOK_EVERY_MS = 60_000;
/** A change of screen looks again unless the last look is more recent than this. */
const FRESH_ENOUGH_MS = 10_000;

/**
 * The shell's bell (decision 0038): the unread count, leading to the notice centre. It reads the
 * list once signed in, on a change of screen (at most every 10 s), when the app comes back on
 * screen, every minute while it is there, and when the service worker says one was pushed.
 */
export function NoticeBell() {
  const signedIn = useConfigStore((state) => state.config !== null);
  const unread = useNoticeStore((state) => state.list?.unread ?? 0);
  const load = useNoticeStore((state) => state.load);
  const refresh = useNoticeStore((state) => state.refresh);
  const { pathname } = useLocation();
  usePushMessages(signedIn);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of screen is a time to look.
  useEffect(() => {
    if (signedIn) void refresh(FRESH_ENOUGH_MS);
  }, [signedIn, refresh, pathname]);

  useEffect(() => {
    if (!signedIn) return;
    const lookIfShown = () => {
      if (document.visibilityState === 'visible') void load();
    };
    const timer = setInterval(lookIfShown, LOOK_EVERY_MS);
    document.addEventListener('visibilitychange', lookIfShown);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', lookIfShown);
    };
  }, [signedIn, load]);

  if (!signedIn) return null;
  const label = unread > 0 ? `Notices, ${unread} unread` : 'Notices';
  return (
    <Link to={NOTICE_CENTRE_PATH} className="notice-bell" aria-label={label} title={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {unread > 0 ? (
        <span className="notice-bell-count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
