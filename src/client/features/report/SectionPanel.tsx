import { memo, useEffect, useId, useState } from 'react';
import {
  type FixItem,
  hasAnswer,
  isQuestionVisible,
  type ProofTag,
  type RuleAnswer,
  type Section,
  sectionProblems,
} from '../../../contract';
import { ProofsPanel } from '../proofs/ProofsPanel';
import { FixNote } from './FixNote';
import { LongTextField } from './LongTextField';
import { QuestionRow, toRuleQuestion } from './QuestionRow';
import { onRevealSection, sectionAnchor } from './reportTargets';
import { saveTyped } from './typedJournal';

interface SectionPanelProps {
  auditStoreId: number;
  section: Section;
  answers: Map<number, RuleAnswer>;
  /** the reviewer's flags on this section's questions, by question id */
  questionFixes: ReadonlyMap<number, FixItem>;
  /** the reviewer's flag on the section itself */
  sectionFix: FixItem | undefined;
  comment: string;
  /** the proof tags of this section */
  proofTags: ProofTag[];
  /** the report's proof notes by tag */
  proofNotes: ReadonlyMap<number, string>;
  editable: boolean;
  showErrors: boolean;
}

/** One questionnaire section: collapsible, with its answered/visible count and section comment. */
export const SectionPanel = memo(function SectionPanel(props: SectionPanelProps) {
  const { auditStoreId, section, answers, editable, showErrors } = props;
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const questions = [...section.questions]
    .sort((a, b) => a.sequence - b.sequence)
    .filter((q) => isQuestionVisible(toRuleQuestion(q), answers.get(q.id)));
  const answered = questions.filter((q) => hasAnswer(answers.get(q.id))).length;
  // the badge shows the answered fraction, then what else Submit counts of the section's comments
  // and the flags not yet changed (contract/reportRules.ts sectionProblems, contract/reportFixes.ts)
  // what the proofs panel finds missing (too few files, a mandatory proof), as Submit counts it
  const [proofsMissing, setProofsMissing] = useState(0);
  const { toDo: others, flagged } = useToDo(props);
  const toDo = others + (editable ? proofsMissing : 0);
  const complete = questions.length > 0 && answered === questions.length && toDo + flagged === 0;
  useEffect(() => onRevealSection(section.id, () => setOpen(true)), [section.id]);

  return (
    <section
      className="card report-section"
      id={sectionAnchor(section.id)}
      tabIndex={-1}
      data-testid={`section-${section.id}`}
    >
      <h2 className="report-section-title">
        <button type="button" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          <span className="report-section-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          <span className="report-section-name">{section.name}</span>
          <span
            className={complete ? 'report-count report-count-complete' : 'report-count'}
            data-testid="section-count"
          >
            {complete ? <span className="report-check">✓ </span> : null}
            {answered}/{questions.length}
            {flagged > 0 ? <span className="report-count-fix"> · {flagged} flagged</span> : null}
            {toDo > 0 ? <span className="report-count-fix"> · {toDo} to do</span> : null}
            {complete ? <span className="visually-hidden"> complete</span> : null}
          </span>
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="report-section-body">
        <FixNote fix={props.sectionFix} />
        {section.questions.length === 0 ? <p className="report-muted">no questions here</p> : null}
        <ol className="report-questions">
          {questions.map((question) => (
            <QuestionRow
              key={question.id}
              auditStoreId={auditStoreId}
              question={question}
              answer={answers.get(question.id)}
              fix={props.questionFixes.get(question.id)}
              editable={editable}
              showErrors={showErrors}
            />
          ))}
        </ol>
        <ProofsPanel
          auditStoreId={auditStoreId}
          section={section}
          tags={props.proofTags}
          notes={props.proofNotes}
          editable={editable}
          showErrors={showErrors}
          onMissing={setProofsMissing}
        />
        {section.hide_comment ? null : (
          <LongTextField
            label="Section comment"
            value={props.comment}
            editable={editable}
            showErrors={showErrors}
            testId={`section-comment-${section.id}`}
            onSave={(comment) =>
              saveTyped({ kind: 'sectionComment', auditStoreId, sectionId: section.id }, comment)
            }
          />
        )}
      </div>
    </section>
  );
});

/**
 * What is left in the section besides unanswered questions (its fraction shows those): Submit's
 * problems with its comments, and the reviewer's flags not yet changed.
 */
function useToDo({ section, answers, comment, editable, questionFixes, sectionFix }: SectionPanelProps) {
  if (!editable) return { toDo: 0, flagged: 0 };
  const rules = { ...section, questions: section.questions.map(toRuleQuestion) };
  const toDo = sectionProblems(rules, answers, comment).filter(
    (problem) => problem.missing !== 'answers',
  ).length;
  const own = [...questionFixes.values()].filter((fix) => fix.sectionId === section.id);
  const flags = [...own, ...(sectionFix ? [sectionFix] : [])];
  return { toDo, flagged: flags.filter((fix) => !fix.changed).length };
}
