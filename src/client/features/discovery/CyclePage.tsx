import { useCallback } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import { AUDIT_TYPE_LABELS, eligibilityLines } from '../../../contract';
import { getCyclePage } from '../../api/discovery';
import { formatCalendarDate } from '../../lib/dates';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { Markdown } from '../report/Markdown';
import type { CyclePageContext } from './cyclePageContext';
import { LocationCard } from './LocationCard';
import './discovery.css';

/** /audit/cycle/{auditCycleId} (spec): the cycle, its eligibility and one card per location. */
export function CyclePage() {
  const cycleId = Number(useParams().auditCycleId);
  const load = useCallback(() => getCyclePage(cycleId), [cycleId]);
  const page = useRemoteData(load);
  const data = page.status === 'ready' ? page.data : undefined;
  const context: CyclePageContext = { page: data, refresh: page.refresh };
  const eligibility = data ? eligibilityLines(data.audit_alignment_factors) : [];

  return (
    <div className="discovery">
      <Link className="cycle-back" to="/audit">
        ← Back to opportunities
      </Link>
      {page.status === 'loading' ? <Spinner label="Loading the audit" /> : null}
      {page.status === 'error' ? <ErrorNotice onRetry={page.retry} /> : null}
      {data ? (
        <>
          <header className="cycle-head">
            <img
              className="cycle-card-logo"
              src={data.client.auditor_logo_url}
              alt=""
              width={56}
              height={56}
            />
            <div>
              <h1 className="page-title">{data.client.auditor_display_name}</h1>
              <p className="cycle-card-type">
                {AUDIT_TYPE_LABELS[data.type as keyof typeof AUDIT_TYPE_LABELS] ?? data.type}
              </p>
            </div>
          </header>
          <Card className="cycle-facts">
            {eligibility.length > 0 ? (
              <>
                <h2>Who can apply</h2>
                <ul>
                  {eligibility.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <p>
              <strong>Dates available:</strong> {formatCalendarDate(data.start_date)} to{' '}
              {formatCalendarDate(data.end_date)}
            </p>
            {data.support_page_link ? (
              <a href={data.support_page_link} target="_blank" rel="noreferrer">
                Need support
              </a>
            ) : null}
          </Card>
          <Markdown text={data.description} />
          <h2 className="cycle-locations-title">Locations</h2>
          <ul className="cycle-card-list" aria-label="Locations">
            {data.locations.map((location) => (
              <li key={location.id}>
                <LocationCard cycleId={data.id} location={location} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Outlet context={context} />
    </div>
  );
}
