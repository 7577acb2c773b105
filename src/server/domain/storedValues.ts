import type { z } from 'zod';

/**
 * Reading stored account values back into the contract's types. Rows may predate a rule (or come
 * from an import), so a value the contract does not know reads as null, or is left out of a list,
 * rather than failing the whole response.
 */
export function storedChoice<T>(schema: z.ZodType<T>, value: unknown): T | null {
  if (value === null || value === undefined) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A JSON text list (decision 0002), keeping only the entries the contract knows. */
export function storedList<T extends string>(
  json: string | null | undefined,
  isMember: (v: string) => v is T,
): T[] {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.filter((entry): entry is T => typeof entry === 'string' && isMember(entry));
}

export const toFlag = (value: boolean): number => (value ? 1 : 0);
export const fromFlag = (value: number | null | undefined): boolean => value === 1;
