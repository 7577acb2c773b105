import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BRAND_HOME, BRAND_REPORTS, type BrandReports, plural } from '../../../contract';
import { brandReportsCsvUrl, getBrandReports } from '../../api/brand';
import { formatCalendarDate } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ManagePager } from '../manage/ManagePager';
import { ScoreBadge } from '../scores/ScoreBadge';
import { BrandFiltersBar } from './BrandFiltersBar';
import { useBrandFilters, withFilters } from './useBrandFilters';
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
  const load = useCallback(() => getBrandReports(filters, page), [filters, page]);
  const reports = useRemoteData(load);
  const goToPage = (target: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('page', String(target));
      return next;
    });
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
      {filters.store ? (
        <button type="button" className="button button-secondary" onClick={() => setFilter('store', '')}>
          Every store
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
            {plural(reports.data.total_count, 'accepted report', 'accepted reports')}{' '}
            <a href={brandReportsCsvUrl(filters)} download>
              Download as CSV
            </a>
          </p>
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
