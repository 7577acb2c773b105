import { Link, useLocation } from 'react-router-dom';
import { type Eligibility, FACTOR_EDIT_PATHS, type UnmetFactor, withNext } from '../../../contract';
import { ELIGIBILITY_TEXTS } from './discoveryTexts';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function UnmetLine({ factor }: { factor: UnmetFactor }) {
  const edit = FACTOR_EDIT_PATHS[factor.key as keyof typeof FACTOR_EDIT_PATHS];
  // the form comes back to the audits it was opened from once the value is given
  const { pathname, search } = useLocation();
  if (!factor.missing) return <li>{capitalised(factor.needs)}.</li>;
  return (
    <li>
      {capitalised(factor.needs)}: {edit ? ELIGIBILITY_TEXTS.notGiven : ELIGIBILITY_TEXTS.noneYet}.{' '}
      {edit ? <Link to={withNext(edit, `${pathname}${search}`)}>{ELIGIBILITY_TEXTS.giveIt}</Link> : null}
    </li>
  );
}

/**
 * What the server's eligibility verdict (contract/eligibility.ts) says to an auditor who does not
 * qualify: each unmet factor in words, and where a missing value is theirs to give, the way to it.
 * Shown where Apply would be, so nobody accepts terms and picks a date for a refusal.
 */
export function EligibilityNote({ eligibility }: { eligibility: Eligibility }) {
  if (eligibility.eligible) return null;
  return (
    <div className="eligibility-note">
      <p className="eligibility-note-title">{ELIGIBILITY_TEXTS.notYet}</p>
      <ul>
        {eligibility.unmet.map((factor) => (
          <UnmetLine key={factor.key} factor={factor} />
        ))}
      </ul>
    </div>
  );
}
