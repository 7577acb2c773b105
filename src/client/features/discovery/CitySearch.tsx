import { lazy, Suspense, useState } from 'react';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { Spinner } from '../../ui/Spinner';
import { CITY_SEARCH_NOT_LOADED } from './discoveryTexts';

/**
 * The form, its location lists and their schemas load when the auditor first opens the search:
 * most visits to /audit never do, and they were a share of its first load's blocking time
 * (docs/budgets.md#lighthouse). The install keeps the form's code, so it opens offline too.
 */
const CitySearchForm = lazy(() =>
  import('./CitySearchForm').then((module) => ({ default: module.CitySearchForm })),
);

/** "Travelling to a new city?": the opportunities around another city, within the chosen distance. */
export function CitySearch({ kms }: { kms: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="city-search" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>Travelling to a new city?</summary>
      {opened ? (
        <LoadBoundary
          fallback={
            <p className="city-search-result" role="alert">
              {CITY_SEARCH_NOT_LOADED}
            </p>
          }
        >
          <Suspense fallback={<Spinner label="Loading the search" />}>
            <CitySearchForm kms={kms} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </details>
  );
}
