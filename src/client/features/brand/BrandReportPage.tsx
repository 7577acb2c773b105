import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { BRAND_REPORTS, type BrandReport } from '../../../contract';
import { getBrandReport, getBrandReportVisit } from '../../api/brand';
import { formatCalendarDate } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice, type NotFoundWayBack } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { PlanFollowUp } from '../actions/PlanFollowUp';
import { ReportActionCard } from '../actions/ReportActionCard';
import { ReportSections } from '../review/ReportSections';
import { VisitEvidencePanel } from '../review/VisitEvidencePanel';
import { ReportScoreFact } from '../scores/ReportScoreFact';
import { ScoreExplanation } from '../scores/ScoreExplanation';
import { type ScoredReport, useReportScore } from '../scores/useReportScore';
import { withFilters } from './useBrandFilters';
import '../manage/manage.css';
import '../review/review.css';
import './brand.css';

const REPORTS_WAY_BACK: NotFoundWayBack = {
  thing: 'report',
  to: BRAND_REPORTS,
  label: 'Accepted reports',
  scoped: true,
};

/**
 * /manage/brand/reports/{id} (decision 0080): one accepted report as the brand's people read it,
 * within their seat: its score explained, each section's answers and proofs (a photo opens whole),
 * and the visit evidence. Read-only; the auditor is not named.
 */
export function BrandReportPage() {
  const id = Number(useParams().reportId);
  const load = useCallback(() => getBrandReport(id), [id]);
  const report = useRemoteData(load);
  const scored = useReportScore(report.status === 'ready' ? report.data : undefined);
  if (report.status === 'loading') return <Spinner label="Loading the report" />;
  if (report.status === 'error')
    return <ErrorNotice onRetry={report.retry} notFound={report.notFound} wayBack={REPORTS_WAY_BACK} />;
  const r = report.data.report;
  return (
    <div className="manage brand">
      <Link to={withFilters(BRAND_REPORTS, { store: r.store_id })} className="manage-back">
        ← Reports of {r.store_name}
      </Link>
      <ReportHeader data={report.data} scored={scored} />
      <ReportActionCard data={report.data} />
      <PlanFollowUp
        plan={report.data.earlier_plan}
        scored={scored}
        questionnaire={report.data.questionnaire}
        linked
      />
      <ReportSections data={report.data} scored={scored} />
      <VisitEvidencePanel reportId={r.id} read={getBrandReportVisit} />
    </div>
  );
}

function ReportHeader({ data, scored }: { data: BrandReport; scored: ScoredReport }) {
  const r = data.report;
  return (
    <Card className="manage-card">
      <h1 className="page-title">
        {r.store_name}, {r.city_name}
      </h1>
      <dl className="manage-facts">
        <dt>Wave</dt>
        <dd>{r.cycle_name}</dd>
        <dt>Region</dt>
        <dd>{r.region_name ?? 'In no region'}</dd>
        <dt>Audit date</dt>
        <dd>{formatCalendarDate(r.audit_date)}</dd>
        <ReportScoreFact scored={scored} testId="brand-report-score" />
      </dl>
      {scored ? (
        <ScoreExplanation score={scored.score} rules={scored.rules} questionnaire={data.questionnaire} />
      ) : null}
      {r.report_summary ? <p className="review-comment">Summary: “{r.report_summary}”</p> : null}
    </Card>
  );
}
