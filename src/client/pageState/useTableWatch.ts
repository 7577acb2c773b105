import { useEffect, useRef, useState } from 'react';
import { getOfflineDb, watchTables } from '../../offline';

/**
 * A read of the device's tables kept current as `useLiveQuery` keeps one, but read again at most
 * once per `minIntervalMs` however often the tables change (offline/tableWatch.ts, decision 0058):
 * for views of what the proof queue writes three times a file. `key` names what is read (a
 * report, a section): a new key starts a new watch. Undefined until the first read.
 */
export function useTableWatch<T>(
  tables: readonly string[],
  read: () => Promise<T>,
  key: string,
  minIntervalMs: number,
): T | undefined {
  const [value, setValue] = useState<T>();
  // the read of the render that started the watch: a new key comes with a new read
  const latestRead = useRef(read);
  latestRead.current = read;
  const tableList = tables.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the read's inputs.
  useEffect(
    () =>
      watchTables({
        dbName: getOfflineDb().name,
        tables: tableList.split(','),
        read: () => latestRead.current(),
        onValue: setValue,
        minIntervalMs,
      }),
    [key, tableList, minIntervalMs],
  );
  return value;
}
