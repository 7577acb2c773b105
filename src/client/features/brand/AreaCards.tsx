import { Link } from 'react-router-dom';
import { type BrandCycleFigure, type BrandOverview, plural } from '../../../contract';
import { Card } from '../../ui/Card';
import { ScoreBars } from './ScoreBars';

/**
 * The wave's regions (once the brand has set some, decision 0078) and cities, each the mean of
 * its stores, each leading to the reports behind it.
 */
export function AreaCards(props: {
  data: BrandOverview;
  wave: BrandCycleFigure;
  reportsOf: (area: { region?: number; city?: number }, cycle: number) => string;
}) {
  const { data, wave, reportsOf } = props;
  return (
    <>
      {data.regions.length ? (
        <Card className="manage-card">
          <h2>Regions</h2>
          <ScoreBars
            label="Score by region"
            bars={data.regions.map((r) => ({
              key: r.region_id,
              label: <Link to={reportsOf({ region: r.region_id }, wave.cycle_id)}>{r.region_name}</Link>,
              score: r.score,
              detail: plural(r.stores, 'store', 'stores'),
            }))}
          />
        </Card>
      ) : null}
      <Card className="manage-card">
        <h2>Cities</h2>
        <ScoreBars
          label="Score by city"
          bars={data.cities.map((c) => ({
            key: c.city_id,
            label: <Link to={reportsOf({ city: c.city_id }, wave.cycle_id)}>{c.city_name}</Link>,
            score: c.score,
            detail: plural(c.stores, 'store', 'stores'),
          }))}
        />
      </Card>
    </>
  );
}
