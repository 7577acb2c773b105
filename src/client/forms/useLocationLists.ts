import { useEffect, useState } from 'react';
import type { CityList, CountryList, StateList } from '../../contract';
import { getCities, getCountries, getStates } from '../api/account';

export interface LocationLists {
  countries: CountryList;
  states: StateList;
  cities: CityList;
}

/**
 * The three location lists for the chosen country and state (decision 0007). Each list reloads
 * when what it depends on changes; an answer for a choice since replaced is ignored.
 */
export function useLocationLists(country: string, state: string): LocationLists {
  const [countries, setCountries] = useState<CountryList>({});
  const [states, setStates] = useState<StateList>({});
  const [cities, setCities] = useState<CityList>([]);

  useEffect(() => {
    let current = true;
    getCountries().then(
      (list) => current && setCountries(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    setStates({});
    if (country) {
      getStates(country).then(
        (list) => current && setStates(list),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [country]);

  useEffect(() => {
    let current = true;
    setCities([]);
    if (country && state) {
      getCities(country, state).then(
        (list) => current && setCities(list),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [country, state]);

  return { countries, states, cities };
}
