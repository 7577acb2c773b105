import { useState } from 'react';
import { ACCOUNT_FIELD_LABELS, CHOOSE_PLACEHOLDER } from '../../contract';
import type { FieldProblem } from './FieldErrors';
import { describedBy, FormField } from './FormField';
import { optionalNumber } from './selectValues';
import { useLocationLists } from './useLocationLists';

interface LocationSelectsProps {
  idPrefix: string;
  /** the saved city's country and state codes, or '' */
  initialCountry: string;
  initialState: string;
  cityId: number | undefined;
  onCityChange: (cityId: number | undefined) => void;
  /** the saved city, named in its select before the city list arrives */
  savedCity: { id: number; name: string } | null;
  error: FieldProblem | undefined;
}

/**
 * Country → state → city. Only the city is saved (city_id); country and state narrow its list,
 * so changing either clears the city below it.
 */
export function LocationSelects(props: LocationSelectsProps) {
  const { idPrefix, cityId, onCityChange, error } = props;
  const [country, setCountry] = useState(props.initialCountry);
  const [state, setState] = useState(props.initialState);
  const { countries, states, cities } = useLocationLists(country, state);
  const cityField = `${idPrefix}-city_id`;

  return (
    <>
      <FormField id={`${idPrefix}-country`} label={ACCOUNT_FIELD_LABELS.country} required error={undefined}>
        <select
          id={`${idPrefix}-country`}
          value={country}
          onChange={(event) => {
            setCountry(event.target.value);
            setState('');
            onCityChange(undefined);
          }}
        >
          <option value="">{CHOOSE_PLACEHOLDER}</option>
          {/* the saved country is offered before its list arrives, so the select shows it at once */}
          {Object.entries({ ...(country ? { [country]: country } : {}), ...countries }).map(
            ([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ),
          )}
        </select>
      </FormField>
      <FormField id={`${idPrefix}-state`} label={ACCOUNT_FIELD_LABELS.state} required error={undefined}>
        <select
          id={`${idPrefix}-state`}
          value={state}
          disabled={!country}
          onChange={(event) => {
            setState(event.target.value);
            onCityChange(undefined);
          }}
        >
          <option value="">{CHOOSE_PLACEHOLDER}</option>
          {Object.entries({ ...(state ? { [state]: state } : {}), ...states }).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={cityField} label={ACCOUNT_FIELD_LABELS.city_id} required error={error}>
        <select
          id={cityField}
          value={cityId ?? ''}
          disabled={!state}
          onChange={(event) => onCityChange(optionalNumber(event.target.value))}
          {...describedBy(cityField, error)}
        >
          <option value="">{CHOOSE_PLACEHOLDER}</option>
          {cityId !== undefined && !cities.some((city) => city.id === cityId) ? (
            <option value={cityId}>{props.savedCity?.id === cityId ? props.savedCity.name : '…'}</option>
          ) : null}
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
