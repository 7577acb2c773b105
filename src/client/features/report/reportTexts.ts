import { plural } from '../../syncRuntime/outboxLabels';

/** Words of the report page that tests read too (a module without React or CSS). */

export const FIX_LIST_TEXTS = {
  title: 'Sent back: the reviewer asks you to fix these',
  dueBy: (when: string) => `Submit the report again by ${when}.`,
  changed: 'Changed',
  unchanged: 'Not changed yet',
} as const;

export const UNCHANGED_FIXES_TEXTS = {
  title: 'Submit without changing?',
  message: (count: number) =>
    `${plural(count, 'item the reviewer flagged is', 'items the reviewer flagged are')} as ${count === 1 ? 'it was' : 'they were'} when the report was sent back. Submit anyway?`,
} as const;

export const SUBMIT_PROBLEMS_TITLE = 'The report was not submitted. Fix these first:';

/** A modal over the report whose code is not on the device yet (ModalRouteOutlet.tsx). */
export const MODAL_LOAD_TEXTS = {
  title: 'Not on this device yet',
  offline:
    'This form has not been kept on this device yet, and it cannot be fetched without a connection. Once the connection is back, reload the page to open it. Your report is kept.',
} as const;
