/** A value the seed itself put in a map; a miss means the seed data names something it never defined. */
export function need<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown ${what} "${String(key)}"`);
  return value;
}
