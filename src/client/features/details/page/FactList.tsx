import type { ReactNode } from 'react';
import { DETAILS_TEXTS } from '../../../../contract';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Saved values as label / value rows; an empty one reads "Not set". */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="details-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="details-fact">
          <dt>{fact.label}</dt>
          <dd>
            {fact.value === null || fact.value === undefined || fact.value === '' ? (
              <span className="details-missing">{DETAILS_TEXTS.notSet}</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
