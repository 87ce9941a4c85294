import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

interface Person {
  ime: string;
  prezime: string;
  brojMobitela: string;
}

/** A sign-up request as the admin reviews it (every field the applicant sent). */
export interface PendingSignup {
  id: number;
  ime: string;
  prezime: string;
  email: string;
  oib: string;
  datumRodjenja: string;
  brojMobitela: string | null;
  adresa: { ulica: string; kucniBroj: string; mjesto: string };
  roditelj1: Person | null;
  roditelj2: Person | null;
  programId: number | null;
  program: { id: number; naziv: string } | null;
  pohadanjeNastave: string | null;
  pohadjaTeoriju: boolean;
  maiZbor: boolean;
  maloljetniClan: boolean;
  napomene: string;
  status: 'pending' | 'approved' | 'declined';
  createdAt: string;
}

/** Prefix shared with the admin home's count, so a review refreshes both. */
export const pendingUsersKey = ['admin', 'pending-users'] as const;

/** GET /api/admin/pending-users: the school's requests waiting for review, oldest first. */
export async function fetchPendingUsers(signal?: AbortSignal): Promise<PendingSignup[]> {
  return apiRequest<PendingSignup[]>('/api/admin/pending-users', { signal });
}

export function pendingUsersQueryOptions() {
  return queryOptions({
    queryKey: [...pendingUsersKey, 'list'],
    queryFn: ({ signal }) => fetchPendingUsers(signal),
  });
}

export function usePendingUsers() {
  return useQuery(pendingUsersQueryOptions());
}
