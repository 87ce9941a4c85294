import { describe, expect, it } from 'vitest';
import { decideAccess, redirectTargetAfterLogin } from './redirects.ts';

const student = { isStudent: true, isMentor: false, isAdmin: false };
const admin = { isStudent: false, isMentor: true, isAdmin: true };

describe('redirectTargetAfterLogin', () => {
  it('returns to the remembered in-app origin with its query', () => {
    expect(redirectTargetAfterLogin({ from: '/raspored' })).toBe('/raspored');
    expect(redirectTargetAfterLogin({ from: '/user?tab=polls' })).toBe('/user?tab=polls');
  });

  it('defaults to /user without a usable origin', () => {
    expect(redirectTargetAfterLogin(null)).toBe('/user');
    expect(redirectTargetAfterLogin({})).toBe('/user');
    expect(redirectTargetAfterLogin({ from: 42 })).toBe('/user');
  });

  it('never leaves the app or loops back to auth pages', () => {
    expect(redirectTargetAfterLogin({ from: 'https://evil.example' })).toBe('/user');
    expect(redirectTargetAfterLogin({ from: '//evil.example/x' })).toBe('/user');
    expect(redirectTargetAfterLogin({ from: '/\\evil.example' })).toBe('/user');
    expect(redirectTargetAfterLogin({ from: '/login?prefill=ana' })).toBe('/user');
    expect(redirectTargetAfterLogin({ from: '/signup' })).toBe('/user');
    expect(redirectTargetAfterLogin({ from: '/error' })).toBe('/user');
  });
});

describe('decideAccess', () => {
  it('waits for a stored session before deciding', () => {
    expect(decideAccess('signedIn', { isLoading: true, user: null })).toBe('wait');
    expect(decideAccess('public', { isLoading: true, user: null })).toBe('allow');
  });

  it('sends visitors to login and users without the role home', () => {
    expect(decideAccess('signedIn', { isLoading: false, user: null })).toBe('login');
    expect(decideAccess('admin', { isLoading: false, user: student })).toBe('home');
    expect(decideAccess('mentor', { isLoading: false, user: student })).toBe('home');
    expect(decideAccess('student', { isLoading: false, user: admin })).toBe('home');
  });

  it('lets users with the role through', () => {
    expect(decideAccess('signedIn', { isLoading: false, user: student })).toBe('allow');
    expect(decideAccess('student', { isLoading: false, user: student })).toBe('allow');
    expect(decideAccess('admin', { isLoading: false, user: admin })).toBe('allow');
    expect(decideAccess('mentor', { isLoading: false, user: admin })).toBe('allow');
  });
});
