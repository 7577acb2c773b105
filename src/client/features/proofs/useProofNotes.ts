import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ProofNote } from '../../../contract';
import { getOfflineDb, queuedProofNotes } from '../../../offline';
import { getProofNotes } from '../../api/reportProofs';
import { useRemoteData } from '../../session/useRemoteData';
import { SentEdits } from './sentEdits';

const NO_NOTES: ReadonlyMap<number, string> = new Map();
type QueuedNotes = Map<number, string | null>;

/** The server's list with sent notes applied (idempotent, as `update` asks). */
function withSent(notes: ProofNote[], sent: QueuedNotes): ProofNote[] {
  const kept = notes.filter((note) => !sent.has(note.proof_tag_id));
  const added = [...sent].flatMap(([tagId, reason]) =>
    reason === null ? [] : [{ proof_tag_id: tagId, reason, updated_at: new Date().toISOString() }],
  );
  return [...kept, ...added];
}

/**
 * A report's proof notes by tag (decision 0017): the server's, with the notes still queued on this
 * device over them (a queued removal hides the server's note), read live so a note shows the
 * moment it is saved, online or not. When a queued note leaves the outbox (sent), it is applied
 * to the server's list at once and the list is read again, so the note never blinks out between
 * the two. Read once per report page.
 *
 * A sent note stays applied over every list read until one the server itself answered after it
 * was sent: on a weak signal the service worker answers the read from the copy it kept, which may
 * predate the note, and the note must not vanish from the screen while the server holds it.
 */
export function useProofNotes(auditStoreId: number): ReadonlyMap<number, string> {
  const db = getOfflineDb();
  const queued = useLiveQuery(() => queuedProofNotes(db, auditStoreId), [db, auditStoreId]);
  const sentNotes = useRef(new SentEdits<number, string | null>()).current;
  const load = useCallback(
    async () =>
      withSent(await sentNotes.read(() => getProofNotes(auditStoreId)), new Map(sentNotes.entries())),
    [auditStoreId, sentNotes],
  );
  const server = useRemoteData(load);
  const { update, refresh } = server;

  const previous = useRef<QueuedNotes | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = queued;
    if (!before || !queued) return;
    const sent: QueuedNotes = new Map([...before].filter(([tagId]) => !queued.has(tagId)));
    if (sent.size === 0) return;
    sentNotes.sent(sent);
    update((notes) => withSent(notes, sent));
    void refresh();
  }, [queued, update, refresh, sentNotes]);

  const serverNotes = server.status === 'ready' ? server.data : undefined;
  return useMemo(() => {
    if (!serverNotes && !queued) return NO_NOTES;
    const notes = new Map<number, string>();
    for (const note of serverNotes ?? []) notes.set(note.proof_tag_id, note.reason);
    for (const [tagId, reason] of queued ?? []) {
      if (reason === null) notes.delete(tagId);
      else notes.set(tagId, reason);
    }
    return notes;
  }, [serverNotes, queued]);
}
