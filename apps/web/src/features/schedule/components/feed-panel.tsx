import { useToast } from '../../../components/ui/toast-context.ts';
import { useFeedToken, useRegenerateFeed } from '../api/feed.ts';

/** 'Kalendar na mobitelu': the secret iCalendar address to copy, or a new one. */
export function FeedPanel() {
  const feed = useFeedToken();
  const regenerate = useRegenerateFeed();
  const toast = useToast();
  const url = feed.data?.url ? `${window.location.origin}${feed.data.url}` : null;
  return (
    <section className="schedule-panel no-print" aria-labelledby="feed-heading">
      <h2 id="feed-heading">Kalendar na mobitelu</h2>
      <p className="muted">
        Dodajte raspored u kalendar na mobitelu ili računalu. Poveznica je tajna: tko je ima, vidi
        vaš raspored.
      </p>
      {url && (
        <p className="feed-url">
          <code>{url}</code>
        </p>
      )}
      <div className="lesson-actions">
        {url && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              void navigator.clipboard
                ?.writeText(url)
                .then(() => toast.show('Poveznica je kopirana.', 'success'));
            }}
          >
            Kopiraj poveznicu
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          disabled={regenerate.isPending}
          onClick={() =>
            regenerate.mutate(undefined, { onSuccess: (a) => toast.show(a.message, 'success') })
          }
        >
          {url ? 'Nova poveznica' : 'Izradi poveznicu'}
        </button>
      </div>
    </section>
  );
}
