/**
 * The report timer's 'HH:MM:SS', apart from the schemas: the offline engine and the timer read it
 * with no zod loaded (decision 0053).
 */

/**
 * 'H:M:S' (parts possibly unpadded, hours past 99 allowed) as seconds; 0 for a missing or malformed
 * value, so a timer starts from zero rather than from garbage.
 */
export function hmsToSeconds(hms: string | null | undefined): number {
  const match = /^\s*(\d+):(\d{1,2}):(\d{1,2})(?:\.\d+)?\s*$/.exec(hms ?? '');
  if (!match) return 0;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Seconds as zero-padded 'HH:MM:SS'; hours grow past 99 rather than wrap. */
export function secondsToHms(total: number): string {
  const safe = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(safe / 3600))}:${pad(Math.floor((safe % 3600) / 60))}:${pad(safe % 60)}`;
}
