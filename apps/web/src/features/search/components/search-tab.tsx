import { useEffect, useState } from 'react';
import { USER_SEARCH_MIN_LENGTH } from '@takt/shared/constants';
import { roleNames } from '@takt/shared/policy';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { useSearchUsers } from '../api/search-users.ts';
import '../search.css';

const SEARCH_DELAY_MS = 300;

/** 'Pretraga': users of the school by name or username; choosing one is the page's to handle. */
export function SearchTab({ onSelectUser }: { onSelectUser: (userId: number) => void }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = useSearchUsers(query);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const failed = search.isError;
  useEffect(() => {
    // Spec §8 words this toast in English; everything a user reads here is Croatian.
    if (failed) toast.show('Greška pri pretraživanju korisnika', 'error');
  }, [failed, toast]);

  const tooShort = query.length < USER_SEARCH_MIN_LENGTH;
  const results = tooShort ? [] : (search.data?.pages.flatMap((page) => page.results) ?? []);
  return (
    <section className="stack" aria-labelledby="search-heading">
      <h2 id="search-heading">Pretraga korisnika</h2>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Pretraži korisnike"
          type="search"
          placeholder="Ime, prezime ili korisničko ime"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </form>
      <p className="muted" aria-live="polite">
        {tooShort
          ? `Upišite barem ${USER_SEARCH_MIN_LENGTH} znaka.`
          : search.isFetching && !search.data
            ? 'Pretraživanje...'
            : `Pronađeno korisnika: ${results.length}${search.hasNextPage ? '+' : ''}`}
      </p>
      {results.length > 0 && (
        <ul className="search-results">
          {results.map((user) => (
            <li key={user.id}>
              <button type="button" className="search-result" onClick={() => onSelectUser(user.id)}>
                <span className="search-result-name">
                  {user.ime} {user.prezime}
                </span>
                <span className="muted">
                  {user.korisnickoIme} · {roleNames(user) || 'Bez uloge'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!tooShort && search.hasNextPage && (
        <button
          type="button"
          className="button button-secondary"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage ? 'Učitavanje...' : 'Učitaj još'}
        </button>
      )}
    </section>
  );
}
