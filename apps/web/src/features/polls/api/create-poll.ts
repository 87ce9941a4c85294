import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Poll, PollInput, pollSavedSchema } from '@takt/shared/schemas/polls';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/polls */
export async function createPoll(input: PollInput): Promise<Poll> {
  const body = await apiRequest<ApiAnswer<typeof pollSavedSchema>>('/api/polls', {
    method: 'POST',
    body: input,
  });
  return body.poll;
}

export function useCreatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPoll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.polls.all }),
  });
}
