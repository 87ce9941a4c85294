import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMail, outboxPageSchema } from '@takt/shared/schemas/mail';
import { apiRequest, type ApiAnswer } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/admin/outbox: the school's latest mails, newest first. */
export async function fetchOutbox(signal?: AbortSignal): Promise<OutboxMail[]> {
  return (await apiRequest<ApiAnswer<typeof outboxPageSchema>>('/api/admin/outbox', { signal }))
    .mails;
}

export function outboxQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.outbox,
    queryFn: ({ signal }) => fetchOutbox(signal),
    staleTime: 0,
  });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
