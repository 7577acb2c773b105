import { useCallback } from 'react';
import { Link, Outlet, useParams, useSearchParams } from 'react-router-dom';
import {
  auditDaysLine,
  auditTypeLabel,
  type CycleLocation,
  type Eligibility,
  eligibilityLines,
  offeredDistance,
} from '../../../contract';
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
  const kms = offeredDistance(useSearchParams()[0].get('kms'));
  const load = useCallback(() => getCyclePage(cycleId), [cycleId]);
  const page = useRemoteData(load);
  const data = page.status === 'ready' ? page.data : undefined;
  const context: CyclePageContext = { page: data, refresh: page.refresh };
  const eligibility = data ? eligibilityLines(data.audit_alignment_factors) : [];

  return (
    <div className="discovery">
      <Link className="cycle-back" to={kms ? `/audit?kms=${kms}` : '/audit'}>
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
                {data.name ? `${data.name} · ` : ''}
                {auditTypeLabel(data.type)}
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
            {auditDaysLine(data.audit_weekdays) ? <p>{auditDaysLine(data.audit_weekdays)}</p> : null}
            {data.support_page_link ? (
              <a href={data.support_page_link} target="_blank" rel="noreferrer">
                Need support
              </a>
            ) : null}
          </Card>
          <Markdown text={data.description} />
          <LocationLists
            cycleId={data.id}
            locations={data.locations}
            kms={kms}
            eligibility={data.eligibility}
          />
        </>
      ) : null}
      <Outlet context={context} />
    </div>
  );
}

interface LocationListProps {
  cycleId: number;
  locations: CycleLocation[];
  eligibility: Eligibility;
}

function LocationList({ cycleId, locations, eligibility, title }: LocationListProps & { title: string }) {
  return (
    <>
      <h2 className="cycle-locations-title">{title}</h2>
      <ul className="cycle-card-list" aria-label={title}>
        {locations.map((location) => (
          <li key={location.id}>
            <LocationCard cycleId={cycleId} location={location} eligibility={eligibility} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Every location of the cycle (spec). Reached from the auditor's own list, the link's distance
 * filter comes along: the locations within it, which "see all N opportunities" counted, come first
 * under their own heading, and the rest follow as further away.
 */
function LocationLists({ kms, ...list }: LocationListProps & { kms: number | undefined }) {
  const { locations } = list;
  const near = (location: CycleLocation) =>
    kms !== undefined && location.distance_km !== null && location.distance_km <= kms;
  const within = locations.filter(near);
  if (kms === undefined || within.length === 0 || within.length === locations.length)
    return <LocationList {...list} title="Locations" />;
  return (
    <>
      <LocationList {...list} locations={within} title={`Locations within ${kms} km`} />
      <LocationList
        {...list}
        locations={locations.filter((location) => !near(location))}
        title="Further away"
      />
    </>
  );
}
