/**
 * The Load More button of a paged list (spec: it shows while total_count exceeds what is loaded),
 * and the note when the next page could not be read.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: 'idle' | 'busy' | 'failed';
  onLoad: () => Promise<void>;
}) {
  return (
    <>
      {hasMore ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void onLoad()}
          disabled={loading === 'busy'}
        >
          {loading === 'busy' ? 'Loading…' : 'Load More'}
        </button>
      ) : null}
      {loading === 'failed' ? (
        <p role="alert">Loading more needs a connection. Try again once you are online.</p>
      ) : null}
    </>
  );
}
