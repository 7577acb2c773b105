import type { ReactNode } from 'react';
import type { SubmitTarget } from '../../../contract';
import { anchorOf, revealTarget } from './reportTargets';

/** A link to a place in the report: opens its section if collapsed and moves focus there. */
export function TargetLink({ target, children }: { target: SubmitTarget; children: ReactNode }) {
  return (
    <a
      href={`#${anchorOf(target)}`}
      onClick={(event) => {
        event.preventDefault();
        revealTarget(target);
      }}
    >
      {children}
    </a>
  );
}
