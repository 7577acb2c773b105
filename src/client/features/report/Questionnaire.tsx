import { memo, useMemo } from 'react';
import {
  type Answer,
  type AuditStore,
  isReportEditable,
  type ReportSection,
  type RuleAnswer,
  type Section,
} from '../../../contract';
import { Card } from '../../ui/Card';
import { useProofNotes } from '../proofs/useProofNotes';
import { useProofTagsBySection } from '../proofs/useProofTags';
import { LongTextField } from './LongTextField';
import { SectionPanel } from './SectionPanel';
import { saveTyped } from './typedJournal';
import './questionnaire.css';

interface QuestionnaireProps {
  store: AuditStore;
  sections: Section[];
  serverAnswers: Answer[];
  reportSections: ReportSection[];
  answers: Map<number, RuleAnswer>;
  sectionComments: Map<number, string>;
  summary: string;
  showErrors: boolean;
  /** a submit is on its way: nothing typed now could be in it, so nothing can be typed */
  locked: boolean;
}

/**
 * The sections, then the report summary when the cycle asks for one. Editable only while
 * ACKNOWLEDGED. Memoised, as are its sections and rows: the page re-renders on every outbox
 * change while a queue drains, and re-rendering hundreds of rows each time slowed the drain.
 */
export const Questionnaire = memo(function Questionnaire(props: QuestionnaireProps) {
  const { store, sections, answers, showErrors } = props;
  const editable = isReportEditable(store.status) && !props.locked;
  const tagsOf = useProofTagsBySection(store.audit.audit_cycle.id);
  const proofNotes = useProofNotes(store.id);
  const revertMessages = useMemo(
    () => new Map(props.serverAnswers.map((a) => [a.question, a.revert_message])),
    [props.serverAnswers],
  );
  const sectionReverts = useMemo(
    () => new Map(props.reportSections.map((s) => [s.section, s.revert_message])),
    [props.reportSections],
  );

  if (sections.length === 0)
    return (
      <Card className="report-empty">
        <p>this questionnaire is empty, please contact support</p>
      </Card>
    );

  return (
    <div className="report-questionnaire">
      {[...sections]
        .sort((a, b) => a.sequence - b.sequence)
        .map((section) => (
          <SectionPanel
            key={section.id}
            auditStoreId={store.id}
            section={section}
            answers={answers}
            revertMessages={revertMessages}
            sectionRevert={sectionReverts.get(section.id) ?? null}
            comment={props.sectionComments.get(section.id) ?? ''}
            proofTags={tagsOf(section.id)}
            proofNotes={proofNotes}
            editable={editable}
            showErrors={showErrors}
          />
        ))}
      {store.audit.audit_cycle.audit_report_summary ? (
        <Card className="report-summary-card">
          <LongTextField
            label="Report summary"
            value={props.summary}
            editable={editable}
            showErrors={showErrors}
            testId="report-summary"
            onSave={(summary) => saveTyped({ kind: 'summary', auditStoreId: store.id }, summary)}
          />
        </Card>
      ) : null}
    </div>
  );
});
