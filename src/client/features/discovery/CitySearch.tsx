import { type FormEvent, useState } from 'react';
import { DISCOVERY_MESSAGES, type OpportunityCycle } from '../../../contract';
import { getCityOpportunities } from '../../api/discovery';
import { isSessionExpiredError } from '../../api/http';
import { LocationSelects } from '../../forms/LocationSelects';
import { CycleCardList } from './CycleCard';

type Search =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; cards: OpportunityCycle[] }
  | { status: 'failed' };

/** "Travelling to a new city?": the opportunities around another city, within the chosen distance. */
export function CitySearch({ kms }: { kms: number }) {
  const [cityId, setCityId] = useState<number>();
  const [missingCity, setMissingCity] = useState(false);
  const [search, setSearch] = useState<Search>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cityId === undefined) {
      setMissingCity(true);
      return;
    }
    setSearch({ status: 'busy' });
    try {
      setSearch({ status: 'done', cards: await getCityOpportunities(cityId, kms) });
    } catch (error) {
      if (!isSessionExpiredError(error)) setSearch({ status: 'failed' });
    }
  };

  const found =
    search.status === 'done' ? search.cards.reduce((sum, card) => sum + card.opportunities, 0) : 0;
  return (
    <details className="city-search">
      <summary>Travelling to a new city?</summary>
      <form className="city-search-form" onSubmit={(event) => void submit(event)} noValidate>
        <LocationSelects
          idPrefix="city-search"
          initialCountry=""
          initialState=""
          cityId={cityId}
          onCityChange={(id) => {
            setCityId(id);
            setMissingCity(false);
          }}
          savedCity={null}
          error={missingCity ? { message: DISCOVERY_MESSAGES.selectLocation } : undefined}
        />
        <button type="submit" className="button button-primary" disabled={search.status === 'busy'}>
          {search.status === 'busy' ? 'Searching…' : 'Search'}
        </button>
      </form>
      {search.status === 'done' ? (
        <>
          <p className="city-search-result" role="status">
            {found > 0 ? DISCOVERY_MESSAGES.found(found) : DISCOVERY_MESSAGES.noneFound}
          </p>
          {found > 0 ? <CycleCardList cards={search.cards} label="Audits in that city" /> : null}
        </>
      ) : null}
      {search.status === 'failed' ? (
        <p className="city-search-result" role="alert">
          The search needs a connection. Try again once you are online.
        </p>
      ) : null}
    </details>
  );
}
