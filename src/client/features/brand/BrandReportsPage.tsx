import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BRAND_HOME, BRAND_REPORTS, type BrandReports, idParam, plural } from '../../../contract';
import { getBrandReports } from '../../api/brand';
import { formatCalendarDate } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ManagePager } from '../manage/ManagePager';
import { Markdown } from '../report/Markdown';
import { ScoreBadge } from '../scores/ScoreBadge';
import { BrandFiltersBar } from './BrandFiltersBar';
import { ExportButtons } from './ExportButtons';
import { useBrandFilters, withFilters } from './useBrandFilters';
import { useLiveFigures } from './useLiveFigures';
import '../manage/manage.css';
import '../scores/scores.css';
import './brand.css';

/**
 * /manage/brand/reports (decision 0077): the accepted reports behind a figure, under the same
 * filters as the view it was opened from; each opens the whole report (decision 0080).
 */
export function BrandReportsPage() {
  const [filters, setFilter] = useBrandFilters();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  // the question a row of the questions view narrowed the list to (decision 0080)
  const question = idParam.safeParse(params.get('question') ?? '').data;
  const narrowed = useMemo(() => ({ ...filters, question }), [filters, question]);
  const load = useCallback(() => getBrandReports(narrowed, page), [narrowed, page]);
  const reports = useRemoteData(load);
  useLiveFigures(reports.refresh);
  const setParam = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const goToPage = (target: number) => setParam('page', String(target));
  return (
    <div className="manage brand">
      <Link to={withFilters(BRAND_HOME, filters)} className="manage-back">
        ← Overview
      </Link>
      <h1 className="page-title">
        Accepted reports
        {filters.store && reports.status === 'ready' && reports.data.reports[0]
          ? `: ${reports.data.reports[0].store_name}`
          : ''}
      </h1>
      {reports.status === 'ready' && reports.data.lost_on ? (
        <div className="brand-lost-on" data-testid="brand-lost-on">
          Only those that lost marks on: <Markdown text={reports.data.lost_on} inline />
        </div>
      ) : null}
      {filters.store ? (
        <button type="button" className="button button-secondary" onClick={() => setFilter('store', '')}>
          Every store
        </button>
      ) : null}
      {question ? (
        <button type="button" className="button button-secondary" onClick={() => setParam('question', '')}>
          Every question
        </button>
      ) : null}
      <BrandFiltersBar
        filters={filters}
        choices={reports.status === 'ready' ? reports.data.choices : undefined}
        onChange={setFilter}
        noWave="Every wave"
      />
      {reports.status === 'loading' ? <Spinner label="Loading the reports" /> : null}
      {reports.status === 'error' ? <ErrorNotice onRetry={reports.retry} /> : null}
      {reports.status === 'ready' ? (
        <>
          <p className="manage-count" role="status">
            {plural(reports.data.total_count, 'accepted report', 'accepted reports')}
          </p>
          <ExportButtons filters={narrowed} />
          <ul className="manage-list" aria-label="Accepted reports">
            {reports.data.reports.map((report) => (
              <li key={report.id}>
                <ReportRow report={report} />
              </li>
            ))}
          </ul>
          <ManagePager
            page={page}
            pageSize={reports.data.page_size}
            total={reports.data.total_count}
            onPage={goToPage}
          />
        </>
      ) : null}
    </div>
  );
}

/** A report of the list, opening the whole report (decision 0080). */
function ReportRow({ report }: { report: BrandReports['reports'][number] }) {
  return (
    <Link to={`${BRAND_REPORTS}/${report.id}`}>
      <strong>
        {report.store_name}, {report.city_name}
      </strong>
      <span>
        {report.cycle_name} · audit on {formatCalendarDate(report.audit_date)}
      </span>
      <span>
        <ScoreBadge percent={report.score} /> {report.passed === null ? '' : report.passed ? 'Pass' : 'Fail'}
      </span>
    </Link>
  );
}
