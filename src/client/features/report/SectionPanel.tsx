import { memo, useId, useState } from 'react';
import {
  hasAnswer,
  isQuestionVisible,
  type ProofTag,
  type RuleAnswer,
  type Section,
} from '../../../contract';
import { ProofsPanel } from '../proofs/ProofsPanel';
import { LongTextField } from './LongTextField';
import { QuestionRow, toRuleQuestion } from './QuestionRow';
import { saveTyped } from './typedJournal';

interface SectionPanelProps {
  auditStoreId: number;
  section: Section;
  answers: Map<number, RuleAnswer>;
  revertMessages: Map<number, string | null>;
  sectionRevert: string | null;
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
  const complete = questions.length > 0 && answered === questions.length;

  return (
    <section className="card report-section" data-testid={`section-${section.id}`}>
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
            {complete ? <span className="visually-hidden"> complete</span> : null}
          </span>
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="report-section-body">
        {props.sectionRevert ? <p className="report-revert">{props.sectionRevert}</p> : null}
        {section.questions.length === 0 ? <p className="report-muted">no questions here</p> : null}
        <ol className="report-questions">
          {questions.map((question) => (
            <QuestionRow
              key={question.id}
              auditStoreId={auditStoreId}
              question={question}
              answer={answers.get(question.id)}
              revertMessage={props.revertMessages.get(question.id) ?? null}
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
