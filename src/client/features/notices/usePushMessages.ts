import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PUSH_WINDOW_MESSAGES, type PushWindowMessage } from '../../../contract/pushWindow';
import { useNoticeStore } from './noticeStore';

/**
 * What the service worker says of pushed notices (sw/pushNotices.ts): one arrived, so the bell
 * reads the list again; its notification was tapped, so this window opens the notice's screen.
 */
export function usePushMessages(active: boolean): void {
  const load = useNoticeStore((state) => state.load);
  const navigate = useNavigate();

  useEffect(() => {
    const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;
    if (!active || !container) return;
    const onMessage = (event: MessageEvent<PushWindowMessage | null>) => {
      if (event.data?.type === PUSH_WINDOW_MESSAGES.arrived) void load();
      if (event.data?.type === PUSH_WINDOW_MESSAGES.open && event.data.link.startsWith('/')) {
        void load();
        navigate(event.data.link);
      }
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [active, load, navigate]);
}
