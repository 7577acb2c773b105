import { type FormEvent, useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type AuditorFilter, auditorFilterSchema } from '../../../contract';
import { getAuditorLocations, listAuditors } from '../../api/manager';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { AuditorFilters } from './AuditorFilters';
import { ManagePager } from './ManagePager';
import './manage.css';

/**
 * /manage/auditors (decision 0024): the manager's directory of auditors with the spec's filters,
 * kept in the address so a filtered list can be reloaded and shared, a page at a time.
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
      <AuditorFilters params={params} states={states} chosenState={filter.state} onChange={change} />
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
