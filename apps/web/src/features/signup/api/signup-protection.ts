import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignupProtection } from '@takt/shared/schemas/signup';
import { apiRequest, isApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/signup/protection. A server that predates the route answers 404; it offers the
 * self-hosted challenge, so that is what the page then tries.
 */
export async function fetchSignupProtection(signal?: AbortSignal): Promise<SignupProtection> {
  try {
    const body = await apiRequest<SignupProtection>('/api/signup/protection', { signal });
    if (body.mode === 'recaptcha' && typeof body.siteKey === 'string' && body.siteKey) return body;
    if (body.mode === 'off') return { mode: 'off' };
    return { mode: 'altcha' };
  } catch (error) {
    if (isApiError(error) && error.code === 'not_found') return { mode: 'altcha' };
    throw error;
  }
}

/** Fixed by the server's configuration, so fetched once per page load. */
export function signupProtectionQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.signupProtection,
    queryFn: ({ signal }) => fetchSignupProtection(signal),
    staleTime: Infinity,
  });
}

export function useSignupProtection() {
  return useQuery(signupProtectionQueryOptions());
}
