import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import {
  BRAND_REPORTS,
  BRAND_STORES,
  type BrandOverview,
  type BrandStoreFigure,
  formatScore,
  plural,
} from '../../../contract';
import { getBrandOverview } from '../../api/brand';
import { useRemoteData } from '../../session/useRemoteData';
import { Card } from '../../ui/Card';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ActionPlansSummary } from '../actions/ActionPlansSummary';
import { ScoreBadge } from '../scores/ScoreBadge';
import { AreaCards } from './AreaCards';
import { BrandFiltersBar } from './BrandFiltersBar';
import { MEANS_NOTE } from './brandTexts';
import { ScoreBars } from './ScoreBars';
import { useBrandFilters, withFilters } from './useBrandFilters';
import { useLiveFigures } from './useLiveFigures';
import '../manage/manage.css';
import '../scores/scores.css';
import './brand.css';

/** How many of the best and of the worst stores the overview names. */
const ENDS = 3;

/**
 * /manage/brand (decision 0077): what the brand's accepted reports add up to, for the wave in
 * view: its score against the pass mark, the trend over waves, the sections, the regions and
 * cities, the best
 * and worst stores, each leading to the league behind it.
 */
export function BrandOverviewPage() {
  const [filters, setFilter] = useBrandFilters();
  const load = useCallback(() => getBrandOverview(filters), [filters]);
  const overview = useRemoteData(load);
  useLiveFigures(overview.refresh);
  return (
    <div className="manage brand">
      <h1 className="page-title">
        {overview.status === 'ready' ? `${overview.data.brand.name}: overview` : 'Overview'}
      </h1>
      <BrandFiltersBar
        filters={filters}
        choices={overview.status === 'ready' ? overview.data.choices : undefined}
        onChange={setFilter}
      />
      {overview.status === 'loading' ? <Spinner label="Loading the figures" /> : null}
      {overview.status === 'error' ? <ErrorNotice onRetry={overview.retry} /> : null}
      {overview.status === 'ready' ? (
        <OverviewFigures
          data={overview.data}
          storesLink={withFilters(BRAND_STORES, filters)}
          reportsLink={(store, cycle) => withFilters(BRAND_REPORTS, { ...filters, store, cycle })}
          areaReportsLink={(area, cycle) => withFilters(BRAND_REPORTS, { ...filters, ...area, cycle })}
        />
      ) : null}
      <ActionPlansSummary />
      <p className="manage-note">{MEANS_NOTE}</p>
    </div>
  );
}

function OverviewFigures(props: {
  data: BrandOverview;
  storesLink: string;
  /** the reports behind a store's figure in the wave */
  reportsLink: (store: number, cycle: number) => string;
  /** the reports behind a region's or a city's figure in the wave */
  areaReportsLink: (area: { region?: number; city?: number }, cycle: number) => string;
}) {
  const { data, storesLink, reportsLink, areaReportsLink } = props;
  const { wave } = data;
  if (!wave) return <p data-testid="brand-empty">No accepted report matches these filters yet.</p>;
  const best = data.stores.slice(0, ENDS);
  const worst = data.stores.length > ENDS * 2 ? data.stores.slice(-ENDS).reverse() : [];
  const storeBar = (store: BrandStoreFigure) => ({
    key: store.store_id,
    label: <Link to={reportsLink(store.store_id, wave.cycle_id)}>{store.store_name}</Link>,
    score: store.score,
    detail: `${store.city_name} · ${plural(store.reports, 'report', 'reports')}`,
  });
  return (
    <div className="brand-grid">
      <Card className="manage-card brand-headline">
        <h2>{wave.cycle_name}</h2>
        <p className="brand-score" data-testid="brand-wave-score">
          <ScoreBadge percent={wave.score} />
        </p>
        <p>
          {data.pass_mark === null || wave.score === null
            ? ''
            : `${wave.score >= data.pass_mark ? 'At or above' : 'Below'} the pass mark of ${data.pass_mark}%. `}
          {plural(wave.reports, 'accepted report', 'accepted reports')} from{' '}
          {plural(wave.stores, 'store', 'stores')}
          {wave.pass_rate === null ? '' : `; ${formatScore(wave.pass_rate)} passed`}.
        </p>
      </Card>
      <Card className="manage-card">
        <h2>Over the waves</h2>
        <ScoreBars
          label="Score by wave"
          passMark={data.pass_mark}
          bars={data.trend.map((cycle) => ({
            key: cycle.cycle_id,
            label: cycle.cycle_name,
            score: cycle.score,
            detail: plural(cycle.reports, 'report', 'reports'),
          }))}
        />
      </Card>
      <Card className="manage-card">
        <h2>Sections</h2>
        <ScoreBars
          label="Score by section"
          passMark={data.pass_mark}
          bars={data.sections.map((s) => ({ key: s.section_id, label: s.name, score: s.score }))}
        />
      </Card>
      <AreaCards data={data} wave={wave} reportsOf={areaReportsLink} />
      <Card className="manage-card">
        <h2>{worst.length ? 'Best stores' : 'Stores'}</h2>
        <ScoreBars
          label={worst.length ? 'Best stores' : 'Stores'}
          bars={(worst.length ? best : data.stores).map(storeBar)}
        />
        {worst.length ? (
          <>
            <h2>Stores needing the most attention</h2>
            <ScoreBars label="Worst stores" bars={worst.map(storeBar)} />
          </>
        ) : null}
        <Link to={storesLink}>Every store, ranked</Link>
      </Card>
    </div>
  );
}
