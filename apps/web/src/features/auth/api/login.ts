import { useCallback, useState } from 'react';
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

interface LoginHandlers {
  onSuccess: (response: LoginResponse) => void | Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * The login call with its pending state, in plain React: /login is the first page of most visits
 * and loads no query library. Pending lasts until onSuccess has finished starting the session.
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(async (input: LoginInput, handlers: LoginHandlers) => {
    setPending(true);
    try {
      await handlers.onSuccess(await login(input));
    } catch (error) {
      handlers.onError(error);
    } finally {
      setPending(false);
    }
  }, []);
  return { isPending, mutate };
}
