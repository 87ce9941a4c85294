import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@takt/shared/schemas/signup';
import { apiRequest } from '../../../lib/api-client.ts';

/** Proof that a person sent the form: an ALTCHA solution or a reCAPTCHA token, or neither. */
export interface BotAnswer {
  altcha?: string;
  recaptchaToken?: string;
}

/** What the form sends: the validated fields plus the bot-protection answer. */
export type SignupRequest = Omit<
  SignupInput,
  'altcha' | 'recaptchaToken' | 'brojMobitela' | 'roditelj2'
> &
  BotAnswer & {
    brojMobitela?: string | undefined;
    website: string;
  };

/** POST /api/signup/pending (spec §7: the body is not read). */
export async function submitSignup(request: SignupRequest): Promise<void> {
  await apiRequest<unknown>('/api/signup/pending', { method: 'POST', body: request });
}

export function useSubmitSignup() {
  return useMutation({ mutationFn: submitSignup });
}
