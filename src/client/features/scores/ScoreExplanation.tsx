import {
  formatScore,
  type QuestionScore,
  type ReportScore,
  type ScoringRules,
  type Section,
  type SectionScore,
} from '../../../contract';
import { Markdown } from '../report/Markdown';
import { ScoreBadge } from './ScoreBadge';

const marks = (value: number) => String(Math.round(value * 100) / 100);

/** What a question's row says beside its marks. */
function questionNote(question: QuestionScore): string {
  if (question.state === 'notScored') return 'Free text: not scored';
  if (question.state === 'notApplicable') return 'Not applicable: left out';
  if (question.state === 'unanswered') return 'Not answered: left out';
  if (question.failedCritical) return 'Critical, not met';
  if (question.critical) return 'Critical, met';
  if (question.bonus) return 'Bonus: adds, never required';
  return '';
}

function sectionLine(section: SectionScore): string {
  if (section.percent === null) return 'nothing scored: left out';
  const ratio = `${marks(section.earned)} of ${marks(section.possible)}`;
  if (section.zeroedByCritical) return `${ratio}, a critical question not met: 0.0%`;
  return `${ratio} = ${formatScore(section.percent)}`;
}

/** The sum that gives the report's score: each counted section's percent by its weight. */
export function scoreSum(score: ReportScore): string {
  const counted = score.sections.filter((s) => s.percent !== null && s.weight > 0);
  if (score.percent === null) return 'Nothing in this report is scored.';
  if (score.zeroedByCritical) return 'A critical question was not met: the whole report scores 0.0%.';
  const weights = counted.reduce((total, s) => total + s.weight, 0);
  const terms = counted.map((s) => `${formatScore(s.percent ?? 0)} × ${marks(s.weight)}`).join(' + ');
  return `(${terms}) ÷ ${marks(weights)} = ${formatScore(score.percent)}`;
}

function rulesLine(rules: ScoringRules): string {
  const which =
    rules.version === 0
      ? 'the default rules (the brand set none): every section weighs 1, nothing is critical'
      : `the brand's rules, version ${rules.version}`;
  return `Scored under ${which}. Pass mark ${rules.passMark}%.`;
}

/**
 * "Explain this score" (decision 0075): every question's marks earned of those possible, its section's
 * weight, what is critical, bonus or left out, adding up to the figure, all from the contract's
 * one `scoreReport` so the explanation and the figure cannot differ.
 */
export function ScoreExplanation(props: {
  score: ReportScore;
  rules: ScoringRules;
  questionnaire: Section[];
}) {
  const { score, rules, questionnaire } = props;
  const questions = new Map(questionnaire.flatMap((s) => s.questions).map((q) => [q.id, q]));
  const names = new Map(questionnaire.map((s) => [s.id, s.name]));
  return (
    <details className="score-explain" data-testid="score-explanation">
      <summary>Explain this score</summary>
      <p>{rulesLine(rules)}</p>
      {score.sections.map((section) => (
        <table key={section.sectionId}>
          <caption>
            {names.get(section.sectionId)} · weight {marks(section.weight)} · {sectionLine(section)}
          </caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col" className="score-number">
                Marks
              </th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {section.questions.map((question) => (
              <tr key={question.questionId}>
                <td>
                  <Markdown text={questions.get(question.questionId)?.question_txt ?? ''} inline />
                </td>
                <td className="score-number">
                  {question.state === 'scored'
                    ? `${marks(question.earned)} / ${marks(question.possible)}`
                    : '–'}
                </td>
                <td>{questionNote(question)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p className="score-explain-total" data-testid="score-sum">
        Score: {scoreSum(score)} <ScoreBadge percent={score.percent} />
      </p>
    </details>
  );
}
