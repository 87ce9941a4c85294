import { useMutation } from '@tanstack/react-query';
import type { EmailCheckResponse } from '@takt/shared/schemas/signup';
import { apiRequest } from '../../../lib/api-client.ts';

/** 'pending': a sign-up request waits for review; 'user': an account already has the e-mail. */
export type EmailStatus = 'none' | 'pending' | 'user';

/** Spec §7: a message mentioning 'aktivan zahtjev' or 'pending' is a pending request. */
export function emailStatusFrom(body: EmailCheckResponse): EmailStatus {
  if (!body.exists) return 'none';
  const message = (body.message ?? '').toLowerCase();
  return message.includes('aktivan zahtjev') || message.includes('pending') ? 'pending' : 'user';
}

/** GET /api/check-email?email= */
export async function checkEmail(email: string): Promise<EmailStatus> {
  const body = await apiRequest<EmailCheckResponse>(
    `/api/check-email?email=${encodeURIComponent(email)}`,
  );
  return emailStatusFrom(body);
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
