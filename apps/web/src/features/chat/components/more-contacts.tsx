/** 'Prikaži još' under a contact list while the server has more people to show. */
export function MoreContacts({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      className="button button-secondary align-start"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Učitavanje…' : 'Prikaži još'}
    </button>
  );
}
