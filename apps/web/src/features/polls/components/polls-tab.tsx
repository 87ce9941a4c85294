import { useState } from 'react';
import type { Poll } from '@takt/shared/schemas/polls';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { LoadingScreen } from '../../../components/ui/loading-screen.tsx';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useDeletePoll } from '../api/delete-poll.ts';
import { PollCard } from './poll-card.tsx';
import { PollDialog } from './poll-dialog.tsx';
import { PollStatsCard } from './poll-stats-card.tsx';
import '../polls.css';

interface PollsTabProps {
  userId: number;
  isMentor: boolean;
  maySeePolls: boolean;
  polls: { data: Poll[] | undefined; isPending: boolean; error: unknown };
}

/** 'Ankete': active polls, statistics and 'Nova anketa' for mentors (spec §2, §6). */
export function PollsTab({ userId, isMentor, maySeePolls, polls }: PollsTabProps) {
  const [creating, setCreating] = useState(false);
  const now = useNow(15_000);
  const toast = useToast();
  // Here, not in the card: the card is gone once the list refetches, its callbacks with it.
  const remove = useDeletePoll();
  const [deleting, setDeleting] = useState<Poll | null>(null);
  const confirmDelete = (poll: Poll) => {
    setDeleting(null);
    remove.mutate(poll.id, {
      onSuccess: () => toast.show('Anketa uspješno obrisana', 'success'),
      onError: (error) =>
        toast.show(isApiError(error) ? error.message : 'Greška pri brisanju ankete', 'error'),
    });
  };
  return (
    <section className="stack" aria-labelledby="polls-heading">
      <div className="section-header">
        <h2 id="polls-heading">Ankete</h2>
        {isMentor && (
          <button type="button" className="button" onClick={() => setCreating(true)}>
            Nova anketa
          </button>
        )}
      </div>
      {!maySeePolls ? (
        <p className="empty-state">
          Samo učenici koji pohađaju teorijsku nastavu mogu vidjeti ankete.
        </p>
      ) : polls.isPending ? (
        <LoadingScreen message="Učitavanje anketa..." />
      ) : polls.error ? (
        <p className="alert alert-error" role="alert">
          {isApiError(polls.error) ? polls.error.message : 'Greška pri dohvaćanju podataka'}
        </p>
      ) : (
        <>
          {isMentor && <PollStatsCard />}
          {polls.data?.length ? (
            polls.data.map((poll) => (
              <PollCard
                key={poll.id}
                poll={poll}
                userId={userId}
                now={now}
                onDelete={setDeleting}
                deleting={remove.isPending && remove.variables === poll.id}
              />
            ))
          ) : (
            <p className="empty-state">Trenutno nema aktivnih anketa.</p>
          )}
        </>
      )}
      {creating && <PollDialog onClose={() => setCreating(false)} />}
      {deleting && (
        <ConfirmDialog
          title="Brisanje ankete"
          message="Jeste li sigurni da želite obrisati ovu anketu?"
          confirmLabel="Obriši"
          onConfirm={() => confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
