import { messages } from '@takt/shared/messages';
import type { LoginInput } from '@takt/shared/schemas/auth';

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/**
 * The shared loginSchema's rules, written out so /login does not load zod for two fields (the
 * login page is the first thing most visits download). login-validation.test.ts holds the two
 * to the same answers; the server checks with the schema itself.
 */
export function validateLogin(raw: LoginInput): { values: LoginInput } | { errors: LoginErrors } {
  const emailOrUsername = raw.emailOrUsername.trim();
  const errors: LoginErrors = {};
  if (emailOrUsername.length === 0 || emailOrUsername.length > 254) {
    errors.emailOrUsername = messages.loginIdentifierRequired;
  }
  if (raw.password.length === 0 || raw.password.length > 1024) {
    errors.password = messages.loginPasswordRequired;
  }
  if (errors.emailOrUsername || errors.password) return { errors };
  return { values: { emailOrUsername, password: raw.password } };
}
