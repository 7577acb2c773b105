import { type FormEvent, useState } from 'react';
import { DISCOVERY_MESSAGES, type OpportunityCycle } from '../../../contract';
import { getCityOpportunities } from '../../api/opportunities';
import { LocationSelects } from '../../forms/LocationSelects';
import { useServerAction } from '../../forms/useServerAction';
import { CycleCardList } from './CycleCard';
import { CITY_SEARCH_OFFLINE } from './discoveryTexts';

/**
 * "Travelling to a new city?": the opportunities around another city, within the chosen distance.
 * Loaded when the auditor first opens it (CitySearch.tsx), with the location lists it reads.
 */
export function CitySearchForm({ kms }: { kms: number }) {
  const [cityId, setCityId] = useState<number>();
  const [missingCity, setMissingCity] = useState(false);
  /** the last search's cards, none while the next one runs */
  const [cards, setCards] = useState<OpportunityCycle[] | null>(null);
  // its error: whether the last search failed
  const search = useServerAction({ none: false, refusal: () => true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cityId === undefined) {
      setMissingCity(true);
      return;
    }
    await search.run(async () => {
      setCards(null);
      setCards(await getCityOpportunities(cityId, kms));
    });
  };

  const found = cards ? cards.reduce((sum, card) => sum + card.opportunities, 0) : 0;
  return (
    <>
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
        <button type="submit" className="button button-primary" disabled={search.busy}>
          {search.busy ? 'Searching…' : 'Search'}
        </button>
      </form>
      {cards ? (
        <>
          <p className="city-search-result" role="status">
            {found > 0 ? DISCOVERY_MESSAGES.found(found) : DISCOVERY_MESSAGES.noneFound}
          </p>
          {found > 0 ? <CycleCardList cards={cards} label="Audits in that city" /> : null}
        </>
      ) : null}
      {search.error ? (
        <p className="city-search-result" role="alert">
          {CITY_SEARCH_OFFLINE}
        </p>
      ) : null}
    </>
  );
}
