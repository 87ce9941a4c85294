/** 'Prikaži još' under a list the server sends a page at a time, while it has more to show. */
export function ShowMore({
  query,
  label = 'Prikaži još',
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label?: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button button-secondary align-start"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Učitavanje…' : label}
    </button>
  );
}
