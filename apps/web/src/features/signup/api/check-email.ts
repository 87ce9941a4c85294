import { useMutation } from '@tanstack/react-query';
import type { EmailCheckResponse } from '@takt/shared/schemas/signup';
import { apiRequest } from '../../../lib/api-client.ts';

/** 'pending': a sign-up request waits for review; 'user': an account already has the e-mail. */
export type EmailStatus = EmailCheckResponse['status'];

/** GET /api/check-email?email= (its `status` says which; the message is for spec §7's reader). */
export async function checkEmail(email: string): Promise<EmailStatus> {
  const body = await apiRequest<EmailCheckResponse>(
    `/api/check-email?email=${encodeURIComponent(email)}`,
  );
  return body.status;
}

export function useCheckEmail() {
  return useMutation({ mutationFn: checkEmail });
}
