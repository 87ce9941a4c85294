import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Poll, pollSavedSchema } from '@takt/shared/schemas/polls';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/polls/{pollId}/vote: the voter is the signed-in user, so only the answer is sent. */
export async function votePoll(pollId: number, response: string): Promise<Poll> {
  const body = await apiRequest<ApiAnswer<typeof pollSavedSchema>>(`/api/polls/${pollId}/vote`, {
    method: 'POST',
    body: { response },
  });
  return body.poll;
}

export function useVotePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pollId, response }: { pollId: number; response: string }) =>
      votePoll(pollId, response),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.polls.all }),
  });
}
