import type { Fetched } from '../../../offline';

/**
 * Edits whose outbox calls have gone, remembered with when they went, until a list read that the
 * server itself answered after that: only such a read is sure to hold them. On a weak signal the
 * service worker answers a read from the copy it kept, which may predate an edit that got through
 * a moment before; the screen must keep showing the edit meanwhile, not the older copy.
 */
export class SentEdits<Key, Value> {
  private readonly edits = new Map<Key, { value: Value; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** calls for these keys have just left the outbox */
  sent(values: Iterable<[Key, Value]>): void {
    const at = this.now();
    for (const [key, value] of values) this.edits.set(key, { value, at });
  }

  /**
   * Wraps a list read: a read the server answered drops the edits sent before it started (it
   * holds them, or something newer); a kept copy drops none.
   */
  async read<T>(fetch: () => Promise<Fetched<T>>): Promise<T> {
    const startedAt = this.now();
    const { value, cachedCopy } = await fetch();
    if (!cachedCopy) {
      for (const [key, { at }] of this.edits) if (at <= startedAt) this.edits.delete(key);
    }
    return value;
  }

  has(key: Key): boolean {
    return this.edits.has(key);
  }

  /** the edits still to show over a read list */
  entries(): Array<[Key, Value]> {
    return [...this.edits].map(([key, { value }]) => [key, value]);
  }
}
