import { memo, useMemo } from 'react';
import {
  type AuditStore,
  type FixItem,
  isReportEditable,
  type RuleAnswer,
  type Section,
} from '../../../contract';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { useProofNotes } from '../proofs/useProofNotes';
import { useProofTagsBySection } from '../proofs/useProofTags';
import { LongTextField } from './LongTextField';
import { SUMMARY_ANCHOR } from './reportTargets';
import { SectionPanel } from './SectionPanel';
import { saveTyped } from './typedJournal';
import './questionnaire.css';

interface QuestionnaireProps {
  store: AuditStore;
  /** none while they come in the page's background render (ReportPage.tsx) */
  sections: Section[] | undefined;
  /** the reviewer's flags from a send-back, in reading order (contract/reportFixes.ts) */
  fixes: FixItem[];
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
  const questionFixes = useMemo(
    () =>
      new Map(props.fixes.flatMap((fix) => (fix.questionId === undefined ? [] : [[fix.questionId, fix]]))),
    [props.fixes],
  );
  const sectionFixes = useMemo(
    () => new Map(props.fixes.flatMap((fix) => (fix.questionId === undefined ? [[fix.sectionId, fix]] : []))),
    [props.fixes],
  );

  if (!sections) return <Skeleton height="16rem" />;
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
            questionFixes={questionFixes}
            sectionFix={sectionFixes.get(section.id)}
            comment={props.sectionComments.get(section.id) ?? ''}
            proofTags={tagsOf(section.id)}
            proofNotes={proofNotes}
            editable={editable}
            showErrors={showErrors}
          />
        ))}
      {store.audit.audit_cycle.audit_report_summary ? (
        <div id={SUMMARY_ANCHOR} tabIndex={-1}>
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
        </div>
      ) : null}
    </div>
  );
});
