import { useMutation } from '@tanstack/react-query';
import type { EmailCheckResponse } from '@takt/shared/schemas/signup';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/check-email?email=: true when an account already uses the address. A sign-up
 * request still waiting for review does not stop a mentor registration (the server allows it).
 */
export async function isEmailRegistered(email: string): Promise<boolean> {
  const body = await apiRequest<EmailCheckResponse>(
    `/api/check-email?email=${encodeURIComponent(email)}`,
  );
  return body.status === 'user';
}

export function useMentorEmailCheck() {
  return useMutation({ mutationFn: isEmailRegistered });
}
