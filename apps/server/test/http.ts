import type { FastifyInstance } from 'fastify';
import { TEST_PASSWORD } from './factories.ts';

/** Logs in through the real endpoint and returns the bearer token. */
export async function loginAs(
  app: FastifyInstance,
  emailOrUsername: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { emailOrUsername, password },
  });
  if (res.statusCode !== 200)
    throw new Error(`login failed for ${emailOrUsername}: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
