/**
 * The export of unsent work (decision 0016): one ZIP file the auditor saves from the sync page,
 * holding everything on the device the server does not have yet, and that support imports into the
 * reports with `npm run import-unsent` (server/tools/importUnsentWork.ts) under the same rules as a
 * replay. `manifest.json` lists the queued calls, the timers and the proof files; each proof's
 * bytes are a ZIP entry of their own (`files/<attachment id>`). Decision 0016. The manifest's
 * schema is in `unsentWork.ts`; the device writes the file with no zod loaded (decision 0053).
 */
export const UNSENT_WORK_FORMAT = 'field-auditor-unsent-work';
export const UNSENT_WORK_VERSION = 1;
export const UNSENT_WORK_MANIFEST = 'manifest.json';

/** The ZIP entry of a proof file's bytes. */
export function unsentWorkFilePath(attachmentId: string): string {
  return `files/${attachmentId}`;
}

/** The name the file is saved under, e.g. unsent-work-17-2026-11-24T10-15.zip */
export function unsentWorkFileName(userId: number, exportedAt: Date): string {
  return `unsent-work-${userId}-${exportedAt.toISOString().slice(0, 16).replace(':', '-')}.zip`;
}
