import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it.each([
    ['/api/check-email?email=ana%40example.com', '/api/check-email'],
    ['/api/search/users?query=Ana%20Horvat', '/api/search/users'],
    ['/api/users/check-email/ana%40example.com', '/api/users/check-email/***'],
    ['/api/mentors/check-email/ana@example.com', '/api/mentors/check-email/***'],
    ['/api/korisnik/42', '/api/korisnik/42'],
    ['/signup/Zq3xT0k3n-tajna', '/signup/***'],
    ['/api/signup-mentori/Zq3xT0k3n-tajna', '/api/signup-mentori/***'],
    ['/signup', '/signup'],
    ['/api/signup/pending', '/api/signup/pending'],
    ['/login#x', '/login'],
    ['/api/x/%E0%A4%A', '/api/x/***'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
