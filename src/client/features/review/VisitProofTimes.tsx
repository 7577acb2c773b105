import type { VisitEvidence } from '../../../contract/visitRecord';
import { formatDateTime } from '../../lib/dates';

const proofCount = (count: number) => `${count} ${count === 1 ? 'proof' : 'proofs'}`;

/**
 * The visit's proofs as evidence (decision 0045): each capture time against the visit's window,
 * and how many also appear in another report (each proof's repeat alert says which).
 */
export function VisitProofTimes({ proofs }: { proofs: VisitEvidence['proofs'] }) {
  const { window, inside, outside, undated, repeats } = proofs;
  return (
    <>
      {window ? (
        <p>
          {inside} of {inside + outside.length} dated {inside + outside.length === 1 ? 'proof' : 'proofs'}{' '}
          captured during the visit ({formatDateTime(window.from)} to {formatDateTime(window.to)}, from an
          hour before its first entry).
        </p>
      ) : null}
      {outside.length > 0 ? (
        <ul className="visit-outside" aria-label="Proofs captured outside the visit">
          {outside.map((proof) => (
            <li key={proof.id}>
              {proof.file_name}: captured {formatDateTime(proof.captured_at)}, outside the visit
            </li>
          ))}
        </ul>
      ) : null}
      {undated > 0 ? <p>{proofCount(undated)} carry no capture time.</p> : null}
      {repeats > 0 ? (
        <p className="visit-far">
          {proofCount(repeats)} also appear in another report: see their repeat alerts.
        </p>
      ) : null}
    </>
  );
}
