import { useEffect, useRef, useState } from 'react';
import type { QueuedActionWork } from '../../../offline';

const NOTHING_QUEUED: QueuedActionWork = { answers: new Map(), photos: [] };

/**
 * The plan's work this device still holds (its outbox and photos), as it changes; `onSent` runs when some of
 * it left, so the page reads the server's copy that now holds it. A call queued and sent between
 * two reads of the watch is never seen held: an outbox change that leaves none of the plan's calls
 * counts as sent too (the watch reads after every commit, tableWatch.ts).
 */
export function useActionWork(planId: number, onSent: () => void): QueuedActionWork {
  const [work, setWork] = useState<QueuedActionWork>(NOTHING_QUEUED);
  const held = useRef<number | null>(null);
  const sent = useRef(onSent);
  sent.current = onSent;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../../syncRuntime/actionPlanWork').then((module) => {
      if (gone) return;
      stop = module.watchActionWork(planId, (next) => {
        const size = next.answers.size + next.photos.length + (next.ready ? 1 : 0);
        // null: the first read, which reports what was held before, not a change
        if (held.current !== null && (size < held.current || size === 0)) sent.current();
        held.current = size;
        setWork(next);
      });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [planId]);
  return work;
}
