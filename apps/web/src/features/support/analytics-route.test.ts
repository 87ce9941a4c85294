import { describe, expect, it } from 'vitest';
import { activeIncrement, analyticsRoute, newSessionId } from './analytics-route.ts';

describe('analytics without personal data', () => {
  it('sends route patterns, not addresses', () => {
    expect(analyticsRoute('/chat/12')).toBe('/chat/:id');
    expect(analyticsRoute('/documents/3fa85f64-5717-4562-b3fc-2c963f66afa6')).toBe(
      '/documents/:id',
    );
    expect(analyticsRoute('/login?prefill=ana')).toBe('/loginprefillana');
    expect(analyticsRoute('/')).toBe('/');
  });

  it('counts gaps under 30 s as active time', () => {
    expect(activeIncrement(null, 1000)).toBe(0);
    expect(activeIncrement(1000, 29_000)).toBe(28_000);
    expect(activeIncrement(1000, 31_001)).toBe(0);
  });

  it('makes a random session id of 32 hex characters', () => {
    const id = newSessionId((n) => new Uint8Array(n).fill(171));
    expect(id).toBe('ab'.repeat(16));
  });
});
