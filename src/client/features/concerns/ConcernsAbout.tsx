import type { Concern } from '../../../contract/concerns';
import { ConcernItem } from './ConcernItem';
import './concerns.css';

/**
 * The concerns about one payment or report, where the auditor looks at it (decision 0042): what
 * they wrote, its state and the team's answer. Nothing when they raised none.
 */
export function ConcernsAbout({ concerns, label }: { concerns: readonly Concern[]; label: string }) {
  if (concerns.length === 0) return null;
  return (
    <section className="concerns-about" aria-label={label}>
      <ul className="concern-list">
        {concerns.map((concern) => (
          <ConcernItem key={concern.id} concern={concern} showSubject={false} />
        ))}
      </ul>
    </section>
  );
}
