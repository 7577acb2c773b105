import { Spinner } from '../ui/Spinner';

/** Shown in the page area while a screen's code loads for the first time. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner label="Loading page" />
    </div>
  );
}
