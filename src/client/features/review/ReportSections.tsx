import { useMemo } from 'react';
import type { ReviewReport } from '../../../contract';
import type { ScoredReport } from '../scores/useReportScore';
import { ReviewSectionCard } from './ReviewSectionCard';

/** What the section cards read of a report: the review's and the brand's report alike. */
export type SectionedReport = Pick<
  ReviewReport,
  'questionnaire' | 'answers' | 'report_sections' | 'proofs' | 'proof_tags'
>;

/**
 * A report's sections, each with its score, answers, comments and its proofs: the review page's
 * with the send-back fields, the brand's report page's without (`messages` undefined).
 */
export function ReportSections(props: {
  data: SectionedReport;
  scored: ScoredReport;
  messages?: Map<string, string>;
  onMessage?: (key: string, message: string | null) => void;
}) {
  const { data, scored, onMessage = () => {} } = props;
  const answers = useMemo(() => new Map(data.answers.map((a) => [a.question, a])), [data.answers]);
  const tags = useMemo(() => new Map(data.proof_tags.map((t) => [t.id, t])), [data.proof_tags]);
  return (
    <>
      {data.questionnaire.map((section) => {
        const reportSection = data.report_sections.find((s) => s.section === section.id);
        return (
          <ReviewSectionCard
            key={section.id}
            section={section}
            score={scored?.score.sections.find((s) => s.sectionId === section.id)}
            answers={answers}
            auditorComment={reportSection?.auditor_comment ?? ''}
            sectionRevert={reportSection?.revert_message ?? null}
            proofs={data.proofs.filter((p) => p.section_id === section.id)}
            tags={tags}
            messages={props.messages}
            onMessage={onMessage}
          />
        );
      })}
    </>
  );
}
