import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { BRAND_HOME, BRAND_REPORTS, type BrandFilters, type BrandLeague, plural } from '../../../contract';
import { brandReportsCsvUrl, getBrandLeague } from '../../api/brand';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ScoreBadge } from '../scores/ScoreBadge';
import { BrandFiltersBar } from './BrandFiltersBar';
import { MEANS_NOTE } from './brandTexts';
import { useBrandFilters, withFilters } from './useBrandFilters';
import { useLiveFigures } from './useLiveFigures';
import '../manage/manage.css';
import '../scores/scores.css';
import './brand.css';

/** A movement as a reader scans it: ▲ 2 up, ▼ 1 down, = held, – not ranked the wave before. */
function movementText(movement: number | null): { text: string; label: string } {
  if (movement === null) return { text: '–', label: 'not ranked the wave before' };
  if (movement === 0) return { text: '=', label: 'the same place as the wave before' };
  const places = plural(Math.abs(movement), 'place', 'places');
  return movement > 0
    ? { text: `▲ ${movement}`, label: `up ${places}` }
    : { text: `▼ ${-movement}`, label: `down ${places}` };
}

/**
 * /manage/brand/stores (decision 0077): the league of the wave in view, each store's rank and
 * movement since the wave before, its score in every wave, and the reports behind it.
 */
export function BrandStoresPage() {
  const [filters, setFilter] = useBrandFilters();
  const load = useCallback(() => getBrandLeague(filters), [filters]);
  const league = useRemoteData(load);
  useLiveFigures(league.refresh);
  return (
    <div className="manage brand">
      <Link to={withFilters(BRAND_HOME, filters)} className="manage-back">
        ← Overview
      </Link>
      <h1 className="page-title">Stores</h1>
      <BrandFiltersBar
        filters={filters}
        choices={league.status === 'ready' ? league.data.choices : undefined}
        onChange={setFilter}
      />
      {league.status === 'loading' ? <Spinner label="Loading the league" /> : null}
      {league.status === 'error' ? <ErrorNotice onRetry={league.retry} /> : null}
      {league.status === 'ready' ? <LeagueTable data={league.data} filters={filters} /> : null}
      {league.status === 'ready' && league.data.wave ? (
        <p>
          <a href={brandReportsCsvUrl({ ...filters, cycle: league.data.wave.cycle_id })} download>
            Download the reports behind this table as CSV
          </a>
        </p>
      ) : null}
      <p className="manage-note">{MEANS_NOTE}</p>
    </div>
  );
}

function LeagueTable({ data, filters }: { data: BrandLeague; filters: BrandFilters }) {
  const { wave } = data;
  if (!wave) return <p data-testid="brand-empty">No accepted report matches these filters yet.</p>;
  const waveAt = data.cycles.findIndex((cycle) => cycle.id === wave.cycle_id);
  return (
    <Card className="manage-card brand-table-card">
      <table className="brand-league" aria-label={`Stores ranked in ${wave.cycle_name}`}>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Store</th>
            <th scope="col">Score</th>
            <th scope="col">Reports</th>
            <th scope="col">Move</th>
            {data.cycles.map((cycle, index) =>
              index === waveAt ? null : (
                <th scope="col" key={cycle.id} className="brand-earlier">
                  {cycle.name}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => {
            const movement = movementText(row.movement);
            return (
              <tr key={row.store_id} data-testid={`league-store-${row.store_id}`}>
                <td>{row.rank}</td>
                <th scope="row">
                  <Link
                    to={withFilters(BRAND_REPORTS, { ...filters, cycle: wave.cycle_id, store: row.store_id })}
                  >
                    {row.store_name}
                  </Link>
                  <small>{row.city_name}</small>
                </th>
                <td>
                  <ScoreBadge percent={row.score} />
                </td>
                <td>{row.reports}</td>
                <td aria-label={movement.label} title={movement.label}>
                  {movement.text}
                </td>
                {row.by_cycle.map((score, index) =>
                  index === waveAt ? null : (
                    <td key={data.cycles[index]?.id} className="brand-earlier">
                      {score === null ? '–' : <ScoreBadge percent={score} />}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
