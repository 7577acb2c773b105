/** Words of the review page that tests read too (a module without React or CSS). */

/** Why Send back is greyed out: it sends the reviewer's messages, and there is none yet. */
export const SEND_BACK_HINT =
  'To send back, write what to fix with “Ask for a fix” on a question or section.';
