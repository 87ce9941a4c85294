import { useId, useState, type FormEvent } from 'react';
import type { Poll } from '@takt/shared/schemas/polls';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useVotePoll } from '../api/vote-poll.ts';
import { minutesLeftToChange } from '../poll-time.ts';

interface PollVoteFormProps {
  poll: Poll;
  expired: boolean;
  now: number;
}

/**
 * The options as radio buttons. A first answer may be changed for 10 minutes (spec §4): the
 * remaining minutes are shown, and at 0 (or once the poll has expired) voting is disabled.
 */
export function PollVoteForm({ poll, expired, now }: PollVoteFormProps) {
  const toast = useToast();
  const vote = useVotePoll();
  const name = useId();
  const mine = poll.myResponse;
  const [choice, setChoice] = useState<string>(mine?.response ?? '');
  const minutesLeft = mine ? minutesLeftToChange(mine.changeableUntil, now) : null;
  const locked = expired || (mine !== null && (!mine.canChange || minutesLeft === 0));
  const unchanged = mine !== null && choice === mine.response;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked || !choice || vote.isPending) return;
    vote.mutate(
      { pollId: poll.id, response: choice },
      {
        onSuccess: () => toast.show('Vaš odgovor je zabilježen', 'success'),
        onError: (error) =>
          toast.show(isApiError(error) ? error.message : 'Greška pri glasanju', 'error'),
      },
    );
  };

  return (
    <form className="stack poll-form" onSubmit={submit}>
      <fieldset className="poll-options" disabled={locked}>
        <legend className="visually-hidden">{poll.question}</legend>
        {poll.options.map((option) => (
          <label key={option} className="poll-option">
            <input
              type="radio"
              name={name}
              value={option.toLowerCase()}
              checked={choice === option.toLowerCase()}
              onChange={() => setChoice(option.toLowerCase())}
            />
            {option}
          </label>
        ))}
      </fieldset>
      {mine && (
        <p className="muted" aria-live="polite">
          Vaš odgovor:{' '}
          <strong>
            {poll.options.find((o) => o.toLowerCase() === mine.response) ?? mine.response}
          </strong>
          {!expired &&
            (minutesLeft && mine.canChange
              ? `. Odgovor možete promijeniti još ${minutesLeft} min.`
              : '. Odgovor više nije moguće promijeniti.')}
        </p>
      )}
      {!locked && (
        <button
          type="submit"
          className="button poll-submit"
          disabled={!choice || unchanged || vote.isPending}
        >
          {mine ? 'Promijeni odgovor' : 'Glasaj'}
        </button>
      )}
    </form>
  );
}
