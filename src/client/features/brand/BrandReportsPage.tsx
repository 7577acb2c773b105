import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  BRAND_HOME,
  type BrandReports,
  plural,
  REVIEW_HOME,
  staffAreaHas,
  staffAreaOf,
} from '../../../contract';
import { brandReportsCsvUrl, getBrandReports } from '../../api/brand';
import { formatCalendarDate } from '../../lib/dates';
import { useConfigStore } from '../../session/configStore';
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
 * filters as the view it was opened from; for the brand's reviewer each opens the whole report
 * (answers, proofs, visit evidence) on the review page.
 */
export function BrandReportsPage() {
  const [filters, setFilter] = useBrandFilters();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const load = useCallback(() => getBrandReports(filters, page), [filters, page]);
  const reports = useRemoteData(load);
  const role = useConfigStore((state) => state.config?.USER_ROLE);
  const area = role ? staffAreaOf(role) : undefined;
  // the brand's reviewer opens a report on the review page; its team reads the figures only
  const opensReports = area ? staffAreaHas(area, REVIEW_HOME) : false;
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
                <ReportRow report={report} opens={opensReports} />
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

/** A report of the list: a link to the whole report for whom the review page is open. */
function ReportRow(props: { report: BrandReports['reports'][number]; opens: boolean }) {
  const { report } = props;
  const content = (
    <>
      <strong>
        {report.store_name}, {report.city_name}
      </strong>
      <span>
        {report.cycle_name} · audit on {formatCalendarDate(report.audit_date)}
      </span>
      <span>
        <ScoreBadge percent={report.score} /> {report.passed === null ? '' : report.passed ? 'Pass' : 'Fail'}
      </span>
    </>
  );
  return props.opens ? (
    <Link to={`${REVIEW_HOME}/${report.id}`}>{content}</Link>
  ) : (
    <div className="manage-list-item">{content}</div>
  );
}
