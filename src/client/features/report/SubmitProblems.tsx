import type { SubmitTarget } from '../../../contract';
import { SUBMIT_PROBLEMS_TITLE } from './reportTexts';
import { TargetLink } from './TargetLink';

export interface ShownProblem {
  text: string;
  target: SubmitTarget | null;
}

/** Every reason the server gave for not submitting, at once, each a link to where it is fixed. */
export function SubmitProblems({ problems }: { problems: readonly ShownProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="report-problems" role="alert" data-testid="submit-problems">
      <p className="report-problems-title">{SUBMIT_PROBLEMS_TITLE}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.text}>
            {problem.target ? <TargetLink target={problem.target}>{problem.text}</TargetLink> : problem.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
