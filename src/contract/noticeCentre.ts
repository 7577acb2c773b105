/**
 * The notice centre's screen (decision 0038) as the shell's bell links to it: apart from the
 * notices' schemas (notices.ts), so the shell loads no zod (decision 0051).
 */

/** The notice centre's screen, open to every role (staffAreas.ts lets staff in). */
export const NOTICE_CENTRE_PATH = '/notices';

export const NOTICE_MESSAGES = {
  none: 'Nothing new. When something happens that concerns you, it shows here.',
  offlineCopy: 'You are offline: these are the notices as they were when last seen.',
} as const;
