import { currentUserId, listDrafts, readDraft, removeDraft, writeDraft } from '../../session/formDrafts';
import { reportActions } from '../../syncRuntime/pageSync';

/**
 * A synchronous journal in front of the report's typed text. Each keystroke's save goes to Dexie
 * in a transaction of a few round trips, which on a busy phone can take longer than the time a
 * page has left when it is closed, reloaded or killed: the transaction is then aborted. So the
 * keystroke is first written to localStorage, in the input handler itself (the browser process
 * holds it at once), and removed once its Dexie transaction committed. When the report opens
 * again, what is left in the journal is saved the normal way (decision 0009).
 */
export type TypedTarget =
  | { kind: 'answerComment'; auditStoreId: number; questionId: number }
  | { kind: 'plainAnswer'; auditStoreId: number; questionId: number }
  | { kind: 'sectionComment'; auditStoreId: number; sectionId: number }
  | { kind: 'summary'; auditStoreId: number };

interface JournalEntry {
  target: TypedTarget;
  text: string;
}

const journalPrefix = (auditStoreId: number) => `typed:${auditStoreId}:`;

function journalKey(target: TypedTarget): string {
  const id = 'questionId' in target ? target.questionId : 'sectionId' in target ? target.sectionId : 0;
  return `${journalPrefix(target.auditStoreId)}${target.kind}:${id}`;
}

function save({ target, text }: JournalEntry): Promise<void> {
  const actions = reportActions();
  switch (target.kind) {
    case 'answerComment':
      return actions.saveAnswerComment({ ...target, comment: text });
    case 'plainAnswer':
      return actions.saveQuestion({
        ...target,
        answerText: text ? [text] : [],
        notApplicable: false,
        typed: true,
      });
    case 'sectionComment':
      return actions.saveSectionComment({ ...target, comment: text });
    case 'summary':
      return actions.saveSummary({ auditStoreId: target.auditStoreId, summary: text });
  }
}

/** Saves what was typed into Dexie and the outbox, journalled until that has committed. */
export function saveTyped(target: TypedTarget, text: string): void {
  const key = journalKey(target);
  const entry: JournalEntry = { target, text };
  writeDraft(key, entry);
  void save(entry).then(() => forget(key, text));
}

/** Removes the journal entry unless a later keystroke wrote it again meanwhile. */
function forget(key: string, text: string): void {
  const current = readDraft(currentUserId(), key) as JournalEntry | undefined;
  if (current?.text === text) removeDraft(key);
}

/** Saves the typed text a closed, reloaded or killed page left in the journal for this report. */
export async function replayTyped(userId: number, auditStoreId: number): Promise<void> {
  for (const [key, value] of listDrafts(userId, journalPrefix(auditStoreId))) {
    const entry = value as JournalEntry | null;
    if (!entry || typeof entry.text !== 'string' || entry.target?.auditStoreId !== auditStoreId) continue;
    await save(entry);
    forget(key, entry.text);
  }
}
