import { useConfigStore } from './configStore';

/**
 * What the auditor typed into a form that is sent only when they tap its button (the account
 * modals, the withdraw, concern and not-performed reasons): kept on the device on every keystroke,
 * so a reload, a closed tab or a killed renderer while the form is open does not lose it, and
 * shown again when the form opens next (decision 0009). localStorage, because it is written in the
 * input handler itself and read back before the first render, without loading the offline
 * database on these screens. A draft belongs to one user and one form; it is removed when the
 * form is saved or closed, and all of them at logout.
 */
const PREFIX = 'auditor-portal:draft:';

function storageKey(userId: number, formKey: string): string {
  return `${PREFIX}${userId}:${formKey}`;
}

export function currentUserId(): number | undefined {
  return useConfigStore.getState().config?.USER_ID;
}

export function readDraft(userId: number | undefined, formKey: string): unknown {
  if (userId === undefined) return undefined;
  try {
    const stored = localStorage.getItem(storageKey(userId, formKey));
    return stored === null ? undefined : (JSON.parse(stored) as unknown);
  } catch {
    return undefined;
  }
}

export function writeDraft(formKey: string, value: unknown): void {
  const userId = currentUserId();
  if (userId === undefined) return;
  try {
    localStorage.setItem(storageKey(userId, formKey), JSON.stringify(value));
  } catch {
    // Storage full or refused: the form still holds the text while it is open.
  }
}

export function removeDraft(formKey: string): void {
  const userId = currentUserId();
  if (userId === undefined) return;
  try {
    localStorage.removeItem(storageKey(userId, formKey));
  } catch {
    // nothing stored
  }
}

/** The drafts of one user whose form key starts with `formKeyPrefix`, as [form key, value]. */
export function listDrafts(userId: number, formKeyPrefix: string): Array<[string, unknown]> {
  const prefix = storageKey(userId, formKeyPrefix);
  const found: Array<[string, unknown]> = [];
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (!key?.startsWith(prefix)) continue;
      found.push([key.slice(storageKey(userId, '').length), JSON.parse(localStorage.getItem(key) ?? 'null')]);
    }
  } catch {
    // no storage, or a value that is not ours
  }
  return found;
}

/** Logout, or another account's data found on the device: every draft of every user goes. */
export function clearFormDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // no storage
  }
}
