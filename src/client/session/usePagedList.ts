import { useCallback, useState } from 'react';
import { isSessionExpiredError } from '../api/http';
import { useRemoteData } from './useRemoteData';

/** One page of a list with Load More (spec: `is_load_more`, `last_total_count`, `total_count`). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

type LoadState = 'idle' | 'busy' | 'failed';

/**
 * A list read a page at a time: the first page as remote data (kept offline like any read), then
 * each Load More asks for the page after the entries already shown. The pages loaded after the
 * first belong to the `load` that read them, so another filter starts over from its first page
 * without a render that mixes the two lists.
 */
export function usePagedList<T>(load: (loaded: number) => Promise<ListPage<T>>) {
  const first = useRemoteData(useCallback(() => load(0), [load]));
  const [more, setMore] = useState<{ of: typeof load; items: T[]; state: LoadState }>({
    of: load,
    items: [],
    state: 'idle',
  });
  const mine = more.of === load ? more : { of: load, items: [], state: 'idle' as const };
  const items = first.status === 'ready' ? [...first.data.items, ...mine.items] : [];
  const total = first.status === 'ready' ? first.data.total : 0;

  const loadMore = async () => {
    setMore({ ...mine, state: 'busy' });
    try {
      const page = await load(items.length);
      setMore({ of: load, items: [...mine.items, ...page.items], state: 'idle' });
    } catch (error) {
      if (!isSessionExpiredError(error)) setMore({ ...mine, state: 'failed' });
    }
  };
  return {
    first,
    items,
    total,
    hasMore: items.length > 0 && items.length < total,
    loading: mine.state,
    loadMore,
  };
}
