import {
  AUDITOR_RATING_MAX,
  type AuditorFilter,
  CAR_COST_BANDS,
  GENDER_LABELS,
  GENDERS,
  INCOME_BANDS,
  INDUSTRIES,
  type ManagerLocationTree,
  OCCUPATION_LABELS,
  OCCUPATIONS,
} from '../../../contract';

const RATINGS = Array.from({ length: AUDITOR_RATING_MAX }, (_, index) => index + 1);

/** One filter's select: the query parameter it sets, and what it offers. */
interface FilterChoice {
  name: keyof AuditorFilter;
  label: string;
  options: Array<{ value: string | number; label: string }>;
}

/** The filters of the profile's lookups, each with their own labels (the server reads these codes). */
const SELECTS: FilterChoice[] = [
  { name: 'gender', label: 'Gender', options: GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })) },
  { name: 'rating', label: 'Rating', options: RATINGS.map((r) => ({ value: String(r), label: `${r} ★` })) },
  {
    name: 'occupation',
    label: 'Occupation',
    options: OCCUPATIONS.map((o) => ({ value: o, label: OCCUPATION_LABELS[o] })),
  },
  {
    name: 'income',
    label: 'Income',
    options: INCOME_BANDS.map((b) => ({ value: String(b.value), label: b.label })),
  },
  {
    name: 'industry',
    label: 'Industry',
    options: INDUSTRIES.map((b) => ({ value: String(b.value), label: b.label })),
  },
  {
    name: 'car_cost',
    label: 'Car cost',
    options: CAR_COST_BANDS.map((b) => ({ value: String(b.value), label: b.label })),
  },
];

interface AuditorFiltersProps {
  /** the address's query: each select shows its own parameter */
  params: URLSearchParams;
  /** the states (with their cities) where auditors live */
  states: ManagerLocationTree['states'];
  /** the state filtered on: only its cities are offered */
  chosenState: number | undefined;
  onChange: (name: string, value: string) => void;
}

/** The directory's filters (spec): state, city and the profile's lookups, each 'Any' at first. */
export function AuditorFilters({ params, states, chosenState, onChange }: AuditorFiltersProps) {
  const cities = states
    .filter((state) => chosenState === undefined || state.id === chosenState)
    .flatMap((s) => s.cities);
  const filters: FilterChoice[] = [
    { name: 'state', label: 'State', options: states.map(({ id, name }) => ({ value: id, label: name })) },
    { name: 'city', label: 'City', options: cities.map(({ id, name }) => ({ value: id, label: name })) },
    ...SELECTS,
  ];
  return (
    <div className="manage-filters">
      {filters.map(({ name, label, options }) => (
        <label key={name}>
          <span>{label}</span>
          <select value={params.get(name) ?? ''} onChange={(event) => onChange(name, event.target.value)}>
            <option value="">Any</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
