import { plural } from '../../syncRuntime/outboxLabels';

export const SYNC_NOTHING_REFUSED =
  'The server has refused none of your changes: they are all saved or on their way.';

/**
 * The /sync headline, true to the counts: how many changes and proof files the server refused,
 * or that it refused none (the page used to say "The server did not accept these changes" over
 * an empty list). Nothing is claimed while the device's lists are still being read.
 */
export function SyncHeadline({ changes, proofs }: { changes?: number; proofs?: number }) {
  if (changes === undefined || proofs === undefined) return <h1 className="page-title">Sync</h1>;
  const total = changes + proofs;
  if (total === 0)
    return (
      <>
        <h1 className="page-title">Nothing needs attention</h1>
        <p className="page-lead">{SYNC_NOTHING_REFUSED}</p>
      </>
    );
  const refused = [
    changes > 0 ? plural(changes, 'change', 'changes') : '',
    proofs > 0 ? plural(proofs, 'proof file', 'proof files') : '',
  ].filter(Boolean);
  return (
    <>
      <h1 className="page-title">{plural(total, 'change needs', 'changes need')} attention</h1>
      <p className="page-lead">
        The server refused {refused.join(' and ')}.{' '}
        {total === 1
          ? 'Send it again once its cause is fixed, or discard it.'
          : 'Send each one again once its cause is fixed, or discard it.'}
      </p>
    </>
  );
}
