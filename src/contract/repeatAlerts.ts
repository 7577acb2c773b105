import { z } from 'zod';

/**
 * Repeat alerts for moderators (decision 0025; spec: the moderator "sees the repeat alert linking
 * to the faulty attachment's URL"): every proof whose content appeared in another report, with both
 * files, newest first.
 */
export const REPEAT_ALERTS_PAGE_SIZE = 20;

/** What the moderator's screen says it is for, and what it says while there is nothing to check. */
export const REPEAT_ALERT_TEXTS = {
  lead:
    'A repeat alert is raised when a proof file in a report has exactly the same content as a file ' +
    'already in another report: the same photo, recording or video handed in twice. Check each pair ' +
    'side by side before the reports are accepted.',
  emptyTitle: 'No repeat alerts',
  empty:
    'No proof file has been handed in twice. When an auditor attaches a file whose content is already ' +
    'in another report, both files appear here.',
} as const;

const reportSide = z.object({
  report_id: z.number().int(),
  auditor_name: z.string(),
  client_name: z.string(),
  store_name: z.string(),
  file_name: z.string().nullable(),
  file_type: z.string().nullable(),
  /** the file itself, for a moderator's eyes; null when it was deleted since */
  file_url: z.string().nullable(),
});

export const repeatAlertItemSchema = z.object({
  id: z.number().int(),
  /** the later copy, which raised the alert */
  report: reportSide,
  /** the report the content was first in */
  faulty: reportSide,
});
export type RepeatAlertItem = z.infer<typeof repeatAlertItemSchema>;

export const repeatAlertListSchema = z.object({
  alerts: z.array(repeatAlertItemSchema),
  total_count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type RepeatAlertList = z.infer<typeof repeatAlertListSchema>;
