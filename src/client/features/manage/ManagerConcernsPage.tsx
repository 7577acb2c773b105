import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  CONCERN_MESSAGES,
  CONCERN_STATE_LABELS,
  CONCERN_STATES,
  concernFilterSchema,
} from '../../../contract';
import { getConcernInbox } from '../../api/concernInbox';
import { useRemoteData } from '../../session/useRemoteData';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Spinner } from '../../ui/Spinner';
import { ConcernCard } from './ConcernCard';
import { ManagePager } from './ManagePager';
import './manage.css';

/**
 * /manage/concerns (decision 0042): the auditors' concerns by state, newest first; the state and
 * page are kept in the address, read with the server's own query schema.
 */
export function ManagerConcernsPage() {
  const [params, setParams] = useSearchParams();
  const parsed = concernFilterSchema.safeParse(Object.fromEntries(params));
  const state = parsed.success ? parsed.data.state : 'open';
  const page = (parsed.success ? parsed.data.page : undefined) ?? 1;
  const load = useCallback(() => getConcernInbox(state, page), [state, page]);
  const inbox = useRemoteData(load);

  return (
    <div className="manage">
      <h1 className="page-title">Concerns</h1>
      <nav className="manage-tabs" aria-label="Concern states">
        {CONCERN_STATES.map((each) => (
          <button
            key={each}
            type="button"
            className={each === state ? 'button button-primary' : 'button button-secondary'}
            aria-pressed={each === state}
            onClick={() => setParams({ state: each })}
          >
            {CONCERN_STATE_LABELS[each]}
          </button>
        ))}
      </nav>
      {inbox.status === 'loading' ? <Spinner label="Loading the concerns" /> : null}
      {inbox.status === 'error' ? <ErrorNotice onRetry={inbox.retry} /> : null}
      {inbox.status === 'ready' ? (
        <>
          <p className="manage-count" role="status">
            {inbox.data.total_count} {CONCERN_STATE_LABELS[state].toLowerCase()} concern
            {inbox.data.total_count === 1 ? '' : 's'}
          </p>
          {inbox.data.concerns.length === 0 ? (
            <p>{state === 'open' ? CONCERN_MESSAGES.noneOpen : CONCERN_MESSAGES.none}</p>
          ) : (
            <ul className="manage-cards" aria-label="Concerns">
              {inbox.data.concerns.map((concern) => (
                <ConcernCard key={concern.id} concern={concern} onChanged={() => void inbox.refresh()} />
              ))}
            </ul>
          )}
          <ManagePager
            page={page}
            pageSize={inbox.data.page_size}
            total={inbox.data.total_count}
            onPage={(target) => setParams({ state, page: String(target) })}
          />
        </>
      ) : null}
    </div>
  );
}
