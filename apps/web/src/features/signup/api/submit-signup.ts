import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { apiRequest } from '../../../lib/api-client.ts';

/** What the form sends: the validated fields plus the bot-protection answer. */
export type SignupRequest = Omit<
  SignupInput,
  'altcha' | 'recaptchaToken' | 'brojMobitela' | 'roditelj2'
> & {
  brojMobitela?: string | undefined;
  altcha?: string;
  website: string;
};

/** POST /api/signup/pending (spec §7: the body is not read). */
export async function submitSignup(request: SignupRequest): Promise<void> {
  await apiRequest<unknown>('/api/signup/pending', { method: 'POST', body: request });
}

export function useSubmitSignup() {
  return useMutation({ mutationFn: submitSignup });
}
