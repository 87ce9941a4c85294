import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'file:./data/takt.db',
      APP_NAME: 'Takt',
      NODE_ENV: 'development',
    });
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it('accepts PostgreSQL URLs and treats empty values as unset', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://takt@db/takt',
      PORT: '',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.DATABASE_URL).toBe('postgres://takt@db/takt');
    expect(config.PORT).toBe(3000);
  });

  it('takes PUBLIC_URL without its trailing slash and refuses anything but http(s)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://takt.skola.hr/' }).PUBLIC_URL).toBe(
      'https://takt.skola.hr',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:3000/takt' }).PUBLIC_URL).toBe(
      'http://10.0.0.5:3000/takt',
    );
    for (const bad of ['javascript:alert(1)', 'takt.skola.hr', 'https://x.hr/?a=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL/);
    }
  });

  it('takes only http(s) addresses for the website links', () => {
    expect(loadConfig({ SCHOOL_WEBSITE_URL: 'https://skola.hr' }).SCHOOL_WEBSITE_URL).toBe(
      'https://skola.hr',
    );
    for (const bad of ['javascript:alert(1)', 'skola.hr', 'ftp://skola.hr']) {
      expect(() => loadConfig({ PROVIDER_WEBSITE_URL: bad })).toThrow(/PROVIDER_WEBSITE_URL/);
    }
  });

  it('wants the reCAPTCHA secret and site key together', () => {
    expect(() => loadConfig({ RECAPTCHA_SECRET: 'tajna' })).toThrow(/RECAPTCHA_SITE_KEY/);
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: '6LeTaktSiteKey' })).toThrow(
      /RECAPTCHA_SITE_KEY/,
    );
    expect(
      loadConfig({ RECAPTCHA_SECRET: 'tajna', RECAPTCHA_SITE_KEY: '6LeTaktSiteKey' })
        .RECAPTCHA_SITE_KEY,
    ).toBe('6LeTaktSiteKey');
  });

  it('lists every problem in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        NODE_ENV: 'staging',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'NODE_ENV'])
      expect(message).toContain(`- ${name}:`);
  });
});
