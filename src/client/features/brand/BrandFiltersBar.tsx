import type { BrandFilters, BrandOverview } from '../../../contract';
import type { BrandFilterKey } from './useBrandFilters';

/** The filters every brand view offers: wave, region (once the brand has one), city and a range of audit dates. */
export function BrandFiltersBar(props: {
  filters: BrandFilters;
  choices: BrandOverview['choices'] | undefined;
  onChange: (key: BrandFilterKey, value: string) => void;
  /** what no wave chosen means: the latest for the figures, every wave for a list of reports */
  noWave?: string;
}) {
  const { filters, choices, onChange, noWave = 'The latest' } = props;
  return (
    <form className="brand-filters" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <label>
        Wave
        <select value={filters.cycle ?? ''} onChange={(event) => onChange('cycle', event.target.value)}>
          <option value="">{noWave}</option>
          {choices?.cycles.map((cycle) => (
            <option key={cycle.id} value={cycle.id}>
              {cycle.name}
            </option>
          ))}
        </select>
      </label>
      {choices?.regions.length ? (
        <label>
          Region
          <select value={filters.region ?? ''} onChange={(event) => onChange('region', event.target.value)}>
            <option value="">Every region</option>
            {choices.regions.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label>
        City
        <select value={filters.city ?? ''} onChange={(event) => onChange('city', event.target.value)}>
          <option value="">Every city</option>
          {choices?.cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Audited from
        <input
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => onChange('from', event.target.value)}
        />
      </label>
      <label>
        to
        <input
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => onChange('to', event.target.value)}
        />
      </label>
    </form>
  );
}
