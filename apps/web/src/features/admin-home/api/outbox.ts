import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** One e-mail of the school's outbox (spec: mail goes through an outbox readable by admins). */
export interface OutboxMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: 'pending' | 'sent' | 'logged';
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** GET /api/admin/outbox: the school's latest mails, newest first. */
export async function fetchOutbox(signal?: AbortSignal): Promise<OutboxMail[]> {
  return (await apiRequest<{ mails: OutboxMail[] }>('/api/admin/outbox', { signal })).mails;
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
