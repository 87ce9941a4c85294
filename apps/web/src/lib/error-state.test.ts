import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { classifyError, isCriticalError, notFoundState, toErrorState } from './error-state.ts';

describe('error state for /error', () => {
  it('flags unknown paths as a stale 404 with the Croatian message', () => {
    expect(notFoundState('/nema')).toEqual({
      isStale404: true,
      message: 'Stranica nije pronađena',
      path: '/nema',
    });
  });

  it('serialises a thrown error with its details and category', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const state = toErrorState(new TypeError('Failed to fetch'), '/raspored', now);
    expect(state).toMatchObject({
      message: 'Failed to fetch',
      path: '/raspored',
      critical: false,
      category: 'network',
      details: { name: 'TypeError', message: 'Failed to fetch', time: now.toISOString() },
    });
    expect(state.details?.stack).toContain('TypeError');
  });

  it('gives non-errors and empty messages a readable message', () => {
    expect(toErrorState('plain text', '/x').message).toBe('plain text');
    expect(toErrorState(new Error('  '), '/x').message).toBe('Nepoznata greška');
  });

  it('marks session failures critical and classifies by keyword', () => {
    expect(isCriticalError('JWT token expired')).toBe(true);
    expect(isCriticalError('Authentication failed for user')).toBe(true);
    expect(isCriticalError('Cannot read properties of undefined')).toBe(false);
    expect(classifyError('Unauthorized')).toBe('auth');
    expect(classifyError('Unexpected token < in JSON at position 0')).toBe('data');
    expect(classifyError('Failed to fetch dynamically imported module')).toBe('network');
    expect(classifyError('Loading chunk 7 failed')).toBe('resource');
    expect(classifyError('xyz')).toBe('unknown');
  });

  it('reads an API answer by its code, not its Croatian words', () => {
    const expired = new ApiError(401, {
      message: 'Sesija je istekla. Prijavite se ponovno.',
      code: 'session_expired',
    });
    expect(toErrorState(expired, '/x')).toMatchObject({ critical: true, category: 'auth' });
    const refused = new ApiError(400, {
      message: 'Odabrani program ne postoji.',
      code: 'unknown_program',
    });
    expect(toErrorState(refused, '/x')).toMatchObject({ critical: false, category: 'validation' });
    const broken = new ApiError(500, { message: 'Greška na serveru', code: 'internal_error' });
    expect(toErrorState(broken, '/x').category).toBe('api');
    const offline = new ApiError(0, {
      message: 'Problem s internet vezom.',
      code: 'network_error',
    });
    expect(toErrorState(offline, '/x').category).toBe('network');
  });
});
