/** Previous and Next over a paged back-office list; the page lives in the address. */
export function ManagePager(props: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { page, pageSize, total, onPage } = props;
  return (
    <nav className="manage-pages" aria-label="Pages">
      <button
        type="button"
        className="button button-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>Page {page}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page * pageSize >= total}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
