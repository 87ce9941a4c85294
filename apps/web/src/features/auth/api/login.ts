import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '@takt/shared/schemas/auth';
import type { LoginResponse } from '@takt/shared/schemas/user';
import { apiRequest } from '../../../lib/api-client.ts';

/** The server answered 2xx but without a token or a user (spec §8: 'Neispravni podaci...'). */
export class InvalidLoginResponseError extends Error {
  constructor() {
    super('Login response without token or user');
    this.name = 'InvalidLoginResponseError';
  }
}

/** Accepts a login answer only when it carries a non-empty token and a user object. */
export function parseLoginResponse(body: unknown): LoginResponse {
  if (body === null || typeof body !== 'object') throw new InvalidLoginResponseError();
  const { token, user } = body as Record<string, unknown>;
  if (typeof token !== 'string' || token.length === 0) throw new InvalidLoginResponseError();
  if (user === null || typeof user !== 'object' || Array.isArray(user)) {
    throw new InvalidLoginResponseError();
  }
  return { token, user: user as LoginResponse['user'] };
}

/** POST /api/login */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const body = await apiRequest<unknown>('/api/login', { method: 'POST', body: input });
  return parseLoginResponse(body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
