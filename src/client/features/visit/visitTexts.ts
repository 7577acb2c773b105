/** What the report page says of the visit record (decision 0045). */
export const PRESENCE_TEXTS = {
  title: 'Record where you are during this visit?',
  why: 'A brand pays for a visit it can believe. With your yes, this phone records its position when you open this report to fill it, with each photo, recording or video you add, and when you submit. Only on this report page, never in the background.',
  who: 'Who sees it: you, on this report; the reviewers and the brand of this report, each look shown to you on your Account details.',
  kept: 'How long: kept with this report only, and deleted with it.',
  notAGate:
    'It is evidence, not a condition: the report submits without it, and says no position was recorded.',
  share: 'Share my location',
  notNow: 'Not now',
  stop: 'Stop sharing',
  on: 'Your position is recorded with this visit: when you open the report, with each proof and at Submit.',
  off: 'Location is off for your visits: the report submits without it.',
  refused:
    'This browser refuses the location: the report submits without it. To share it, allow location for this site in the browser settings.',
  recorded: 'Position recorded just now.',
  noFix: 'No position could be read just now (indoors, or no GPS): the report still submits.',
} as const;

/** The receipt (decision 0045): what the server holds against what this phone holds. */
export const RECEIPT_TEXTS = {
  title: 'What the server holds',
  intro: 'Before you leave the store, check that everything you recorded reached the server.',
  check: 'Check what the server holds',
  checking: 'Checking…',
  again: 'Check again',
  offline: 'The check needs a connection: your work stays on this phone until then.',
  failed: 'The server could not be asked just now. Try again in a moment.',
  counts: (answers: string, comments: string, proofs: string) =>
    `From this phone: ${answers} answers, ${comments} comments, ${proofs} proofs received and verified.`,
  held: (answers: number, comments: number, proofs: number) =>
    `The report holds ${answers} answers, ${comments} comments and ${proofs} proofs in all, from every phone.`,
  all: 'Everything on this phone is on the server.',
  nothingHere:
    'This phone holds nothing of this report that the server lacks: what the report holds was sent from elsewhere.',
  entries: (count: number) => `${count} entries of your visit record reached the server.`,
  problems: {
    missing: 'not received',
    different: 'the server holds another version',
    not_stored: 'its file is missing on the server',
    waiting: 'still on this phone, waiting to upload',
  },
  resend: 'Send again',
  pickAgain: (section: string) => `Pick the file again in ${section}.`,
  waitForSignal: 'It is sent when the signal allows.',
  // a submitted report offers no "Having trouble?" (its status allows no concern): the contacts it shows
  afterSubmit: 'Tell your manager: their contacts are on this report.',
} as const;
