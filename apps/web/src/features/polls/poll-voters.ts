import type { Poll } from '@takt/shared/schemas/polls';

/**
 * Who chose each option, for the mentors' results (the API sends them every answer): names in
 * the order of the options, each list sorted by surname. Answers are stored lower-cased.
 */
export function votersByOption(poll: Pick<Poll, 'options' | 'responses'>): Map<string, string[]> {
  const voters = new Map<string, string[]>(poll.options.map((o) => [o, []]));
  const byAnswer = new Map(poll.options.map((o) => [o.toLowerCase(), o]));
  const sorted = [...poll.responses].sort(
    (a, b) => a.prezime.localeCompare(b.prezime, 'hr') || a.ime.localeCompare(b.ime, 'hr'),
  );
  for (const r of sorted) {
    const option = byAnswer.get(r.response.toLowerCase());
    if (option !== undefined) voters.get(option)!.push(`${r.ime} ${r.prezime}`.trim());
  }
  return voters;
}
