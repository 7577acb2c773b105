import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { NOTICE_LINKS, NOTICE_MESSAGES, type Notice } from '../../../contract';
import { formatDateTime } from '../../lib/dates';
import { useAppStore } from '../../pageState/appStore';
import { useConfigStore } from '../../session/configStore';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { useNoticeStore } from './noticeStore';
import { PushOffer } from './PushOffer';
import './notices.css';

function NoticeItem({ notice, onOpen }: { notice: Notice; onOpen: (id: number) => void }) {
  return (
    <li className={notice.read ? 'notice' : 'notice notice-unread'}>
      <Link to={notice.link} onClick={() => onOpen(notice.id)}>
        <span className="notice-title">
          {notice.read ? null : <span className="visually-hidden">Unread: </span>}
          {notice.title}
        </span>
        <span className="notice-body">{notice.body}</span>
        <time className="notice-time" dateTime={notice.created_at}>
          {formatDateTime(notice.created_at)}
        </time>
      </Link>
    </li>
  );
}

/** /notices, the notice centre (decision 0038): the newest first, each opening its screen. */
export function NoticesPage() {
  const list = useNoticeStore((state) => state.list);
  const failed = useNoticeStore((state) => state.failed);
  const load = useNoticeStore((state) => state.load);
  const open = useNoticeStore((state) => state.open);
  const cached = useAppStore((state) => state.showingCachedData);
  const role = useConfigStore((state) => state.config?.USER_ROLE);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="notices">
      <h1 className="page-title">Notices</h1>
      {cached && list ? <p className="page-lead">{NOTICE_MESSAGES.offlineCopy}</p> : null}
      {cached ? null : <PushOffer />}
      {role === 'auditor' ? (
        <p className="notices-links">
          <Link to={NOTICE_LINKS.ownConcerns}>Concerns you raised</Link>
        </p>
      ) : null}
      {!list && failed ? <ErrorNotice onRetry={() => void load()} /> : null}
      {!list && !failed ? <Spinner label="Loading your notices" /> : null}
      {list && list.notices.length === 0 ? (
        <Card className="notice-none">
          <p>{NOTICE_MESSAGES.none}</p>
        </Card>
      ) : null}
      {list && list.notices.length > 0 ? (
        <ul className="notice-list" aria-label="Notices">
          {list.notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onOpen={open} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
