import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Concern } from '../../../contract/concerns';
import { getOwnConcerns } from '../../api/concerns';
import { useRemoteData } from '../../session/useRemoteData';

/**
 * The concerns the auditor raised, for a screen that shows them beside what they are about (a
 * payment, a report, an assigned audit). Read again when the screen's address changes, so one
 * raised in its modal shows once the modal closes. Until read, or when neither the server nor the
 * service worker's last copy answers, none: the screen itself is what the auditor came for.
 */
export function useOwnConcerns(): readonly Concern[] {
  const concerns = useRemoteData(getOwnConcerns);
  const { pathname } = useLocation();
  const readAt = useRef(pathname);
  const { refresh } = concerns;
  useEffect(() => {
    if (readAt.current === pathname) return;
    readAt.current = pathname;
    void refresh();
  }, [pathname, refresh]);
  return concerns.status === 'ready' ? concerns.data : NONE;
}

const NONE: readonly Concern[] = [];
