import { describe, expect, it } from 'vitest';
import { installCardKind } from './install-prompt.ts';

const base = { offered: false, installed: false, standalone: false, ios: false, dismissed: false };

describe('installCardKind', () => {
  it('offers the browser’s install where it has one, and the home-screen steps on iOS', () => {
    expect(installCardKind({ ...base, offered: true })).toBe('install');
    expect(installCardKind({ ...base, ios: true })).toBe('ios');
    // Neither an offer nor iOS (Firefox on a desktop, say): nothing to offer.
    expect(installCardKind(base)).toBeNull();
  });

  it('stays away once installed, inside the installed app, or after the person closed it', () => {
    for (const done of [{ installed: true }, { standalone: true }, { dismissed: true }]) {
      expect(installCardKind({ ...base, offered: true, ios: true, ...done })).toBeNull();
    }
  });
});
