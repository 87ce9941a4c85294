import { describe, expect, it } from 'vitest';
import { ApiError, errorBodyFrom, isSessionEnded } from './api-client.ts';

describe('errorBodyFrom', () => {
  it('keeps a known code and the Croatian message of an API error', () => {
    const text = JSON.stringify({ message: 'Zahtjev već čeka.', code: 'transfer_pending' });
    expect(errorBodyFrom(409, text)).toEqual({
      message: 'Zahtjev već čeka.',
      code: 'transfer_pending',
    });
  });

  it("names a code by the status when the body is a proxy's page or an unknown code", () => {
    expect(errorBodyFrom(502, '<html>Bad gateway</html>').code).toBe('internal_error');
    expect(errorBodyFrom(401, '').code).toBe('unauthorized');
    expect(errorBodyFrom(409, JSON.stringify({ message: 'x', code: 'made_up' })).code).toBe(
      'conflict',
    );
    expect(errorBodyFrom(400, 'null').code).toBe('bad_request');
  });
});

describe('isSessionEnded', () => {
  it('holds for a missing or expired session only', () => {
    const error = (status: number, code: ApiError['code']) =>
      new ApiError(status, { message: 'x', code });
    expect(isSessionEnded(error(401, 'session_expired'))).toBe(true);
    expect(isSessionEnded(error(401, 'unauthorized'))).toBe(true);
    expect(isSessionEnded(error(401, 'invalid_credentials'))).toBe(false);
    expect(isSessionEnded(error(403, 'forbidden'))).toBe(false);
    expect(isSessionEnded(new Error('unauthorized'))).toBe(false);
  });
});
