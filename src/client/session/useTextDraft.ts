import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfigStore } from './configStore';
import { readDraft, removeDraft, writeDraft } from './formDrafts';

/**
 * A text kept as a draft on every keystroke (see formDrafts). `discard` is for a successful
 * send; closing the form (unmounting it) discards too, while a page that goes away with the form
 * open keeps it, since then nothing unmounts. With `keepOnUnmount` the form discards only when it
 * says so: a link out of it (to lift a gate, say) keeps what was entered for the way back.
 */
export function useTextDraft(formKey: string, { keepOnUnmount = false } = {}) {
  const userId = useConfigStore((state) => state.config?.USER_ID);
  const [text, setText] = useState(() => stringDraft(readDraft(userId, formKey)));
  const typed = useRef(false);

  // The user may be known only after the first render (a reload): show the draft then, unless
  // something was typed meanwhile.
  useEffect(() => {
    if (!typed.current) setText(stringDraft(readDraft(userId, formKey)));
  }, [userId, formKey]);

  useEffect(() => (keepOnUnmount ? undefined : () => removeDraft(formKey)), [formKey, keepOnUnmount]);

  const change = useCallback(
    (next: string) => {
      typed.current = true;
      writeDraft(formKey, next);
      setText(next);
    },
    [formKey],
  );
  const discard = useCallback(() => removeDraft(formKey), [formKey]);
  return { text, change, discard };
}

function stringDraft(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
