import { type FormEvent, useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  AUDITOR_RATING_MAX,
  type AuditorFilter,
  auditorFilterSchema,
  CAR_COST_BANDS,
  GENDER_LABELS,
  GENDERS,
  INCOME_BANDS,
  INDUSTRIES,
  OCCUPATION_LABELS,
  OCCUPATIONS,
} from '../../../contract';
import { getAuditorLocations, listAuditors } from '../../api/manager';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ManagePager } from './ManagePager';
import './manage.css';

const RATINGS = Array.from({ length: AUDITOR_RATING_MAX }, (_, index) => index + 1);

/** The filters a select offers, each with the lookups' own labels (the server reads these codes). */
const SELECTS: Array<{
  name: keyof AuditorFilter;
  label: string;
  options: Array<{ value: string; label: string }>;
}> = [
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

/**
 * /manage/auditors (issue 15): the manager's directory of auditors with the spec's filters, kept
 * in the address so a filtered list can be reloaded and shared, a page at a time.
 */
export function ManagerAuditorsPage() {
  const [params, setParams] = useSearchParams();
  const parsed = auditorFilterSchema.safeParse(Object.fromEntries(params));
  const filter: AuditorFilter = parsed.success ? parsed.data : {};
  const key = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is read through its key
  const load = useCallback(() => listAuditors(filter), [key]);
  const list = useRemoteData(load);
  const locations = useRemoteData(getAuditorLocations);
  const page = filter.page ?? 1;
  const states = locations.status === 'ready' ? locations.data.states : [];
  const cities = states
    .filter((state) => filter.state === undefined || state.id === filter.state)
    .flatMap((s) => s.cities);

  const change = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    // a city of another state would filter everything out
    if (name === 'state') next.delete('city');
    setParams(next);
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change('search', String(new FormData(event.currentTarget).get('search') ?? '').trim());
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };

  return (
    <div className="manage">
      <h1 className="page-title">Auditors</h1>
      <search>
        <form className="manage-search" onSubmit={search}>
          <label htmlFor="manage-search">Search by name, e-mail or mobile</label>
          <div className="manage-search-row">
            <input
              id="manage-search"
              name="search"
              type="search"
              defaultValue={filter.search ?? ''}
              maxLength={100}
            />
            <button type="submit" className="button button-primary">
              Search
            </button>
          </div>
        </form>
      </search>
      <div className="manage-filters">
        <label>
          <span>State</span>
          <select value={params.get('state') ?? ''} onChange={(event) => change('state', event.target.value)}>
            <option value="">Any</option>
            {states.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>City</span>
          <select value={params.get('city') ?? ''} onChange={(event) => change('city', event.target.value)}>
            <option value="">Any</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        {SELECTS.map(({ name, label, options }) => (
          <label key={name}>
            <span>{label}</span>
            <select value={params.get(name) ?? ''} onChange={(event) => change(name, event.target.value)}>
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
      {list.status === 'loading' ? <Spinner label="Loading the auditors" /> : null}
      {list.status === 'error' ? <ErrorNotice onRetry={list.retry} /> : null}
      {list.status === 'ready' ? (
        <>
          <p className="manage-count" role="status">
            {list.data.total_count} auditor{list.data.total_count === 1 ? '' : 's'}
          </p>
          <ul className="manage-list" aria-label="Auditors">
            {list.data.auditors.map((auditor) => (
              <li key={auditor.id}>
                <Link to={`/manage/auditors/${auditor.id}`}>
                  <strong>{auditor.name || auditor.email}</strong>
                  <span>{auditor.email}</span>
                  <span>
                    {[auditor.city, auditor.state].filter(Boolean).join(', ') || 'No city'}
                    {auditor.auditor_rating ? ` · ${auditor.auditor_rating} ★` : ''}
                    {auditor.is_active ? '' : ' · Deactivated'}
                    {auditor.is_verified ? ' · Verified' : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <ManagePager
            page={page}
            pageSize={list.data.page_size}
            total={list.data.total_count}
            onPage={goTo}
          />
        </>
      ) : null}
    </div>
  );
}
