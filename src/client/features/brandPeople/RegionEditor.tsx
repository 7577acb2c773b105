import { type FormEvent, useState } from 'react';
import { type BrandPeople, REGION_NAME_MAX_LENGTH } from '../../../contract';
import { saveBrandRegion } from '../../api/brand';
import { FieldErrors } from '../../forms/FieldErrors';
import { type SplitErrors, serverFieldProblem, splitSaveError } from '../../forms/serverErrors';
import { useServerAction } from '../../forms/useServerAction';

const NO_ERRORS: SplitErrors = { fields: {}, general: [] };
const FIELDS = ['name', 'city_ids'] as const;

/**
 * One region's name and cities, or a new region's (region null). A city ticked here leaves the
 * region it was in; the server says so by the page it answers (decision 0078).
 */
export function RegionEditor(props: {
  people: BrandPeople;
  region: BrandPeople['regions'][number] | null;
  onSaved: (people: BrandPeople) => void;
}) {
  const { people, region, onSaved } = props;
  const [name, setName] = useState(region?.name ?? '');
  const [cityIds, setCityIds] = useState<number[]>(region?.city_ids ?? []);
  const [open, setOpen] = useState(region !== null);
  const save = useServerAction<SplitErrors>({
    none: NO_ERRORS,
    refusal: (error) => splitSaveError(error, FIELDS),
  });
  const regionOf = new Map(
    people.regions.flatMap((other) => other.city_ids.map((city) => [city, other.name] as const)),
  );
  const id = `region-${region?.id ?? 'new'}`;
  if (!open)
    return (
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        Add a region
      </button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run(async () =>
      onSaved(await saveBrandRegion(region?.id ?? null, { name, city_ids: cityIds })),
    );
  };
  const toggle = (city: number, ticked: boolean) =>
    setCityIds((current) => (ticked ? [...current, city] : current.filter((c) => c !== city)));
  return (
    <form
      className="brand-region"
      aria-label={region ? `Region ${region.name}` : 'New region'}
      onSubmit={submit}
    >
      {save.error.general.map((message) => (
        <p key={message} className="form-error" role="alert">
          {message}
        </p>
      ))}
      <label htmlFor={`${id}-name`}>Region name</label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={REGION_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
      />
      <FieldErrors id={`${id}-name-errors`} error={serverFieldProblem(save.error.fields.name)} />
      <fieldset>
        <legend>Cities</legend>
        {people.cities.map((city) => {
          const elsewhere = regionOf.get(city.id);
          return (
            <label key={city.id} className="checkbox-option">
              <input
                type="checkbox"
                checked={cityIds.includes(city.id)}
                onChange={(event) => toggle(city.id, event.target.checked)}
              />
              {city.name}
              {elsewhere && elsewhere !== region?.name ? ` (now in ${elsewhere})` : ''}
            </label>
          );
        })}
      </fieldset>
      <FieldErrors id={`${id}-cities-errors`} error={serverFieldProblem(save.error.fields.city_ids)} />
      <button type="submit" className="button" disabled={save.busy}>
        {region ? 'Save region' : 'Add region'}
      </button>
    </form>
  );
}
