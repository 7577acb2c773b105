// the rule lives in the contract, beside the others texts built from values need
export { plural } from '../../contract/englishWords';

/**
 * What an outbox entry carries, in the auditor's words, from its coalescing key
 * (see `outboxKeys`): e.g. `answer:12:34` is the answer to question 34 of report 12.
 */
export function describeOutboxKey(key: string): string {
  const [kind, subject, id] = key.split(':');
  switch (kind) {
    case 'answer':
      return `Answer to question ${id}`;
    case 'answerComment':
      return `Comment on question ${id}`;
    case 'sectionComment':
      return `Section comment (section ${id})`;
    case 'reportSummary':
      return 'Report summary';
    case 'nps':
      return 'Overall experience rating';
    case 'feedback':
      return 'Feedback rating';
    case 'proofTag':
      return 'Tag of a proof file';
    case 'arrange':
      return `Order of the proof files (section ${id})`;
    case 'proofNote':
      return `Why a proof is not attached (tag ${id})`;
    case 'paymentConcern':
      return `Concern about payment ${id}`;
    case 'action':
      // action:<plan>:ready, action:<plan>:item:<item> (offline/outbox.ts outboxKeys)
      return key.endsWith(':ready')
        ? `Action plan ${subject} sent for review`
        : `What was done, an item of action plan ${subject}`;
    case 'visitEntry':
      return `Record of your visit (entry ${id})`;
    default:
      return 'Change';
  }
}
