import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig, loadServerConfig } from './config.ts';

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

  it('trusts a hop count or a list of proxy addresses, never whatever the client writes', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust any X-Forwarded-For.*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.1,10\.0\.0\.2/,
    );
    for (const bad of ['yes', '10.0.0.1,proxy.local', '10.0.0.0/33', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: not a proxy/);
    }
  });

  it('refuses to serve production on PostgreSQL without JWT_SECRET, which instances share', () => {
    const postgres = { NODE_ENV: 'production', DATABASE_URL: 'postgres://takt@db/takt' };
    expect(() => loadServerConfig(postgres)).toThrow(ConfigError);
    expect(() => loadServerConfig(postgres)).toThrow(
      /^Invalid configuration:\n {2}- JWT_SECRET: required in production on PostgreSQL/,
    );
    const secret = 'x'.repeat(32);
    expect(loadServerConfig({ ...postgres, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    // One machine keeps its generated secret in DATA_DIR; development needs nothing set.
    expect(loadServerConfig({ NODE_ENV: 'production' }).JWT_SECRET).toBeUndefined();
    expect(
      loadServerConfig({ DATABASE_URL: 'postgres://takt@db/takt' }).JWT_SECRET,
    ).toBeUndefined();
    // Tools that sign nothing (create-admin) read the same settings without it.
    expect(loadConfig(postgres).DATABASE_URL).toBe('postgres://takt@db/takt');
  });

  it('warns once when PostgreSQL runs without Redis', () => {
    const secret = 'x'.repeat(32);
    const postgres = { DATABASE_URL: 'postgres://takt@db/takt', JWT_SECRET: secret };
    expect(configWarnings(loadConfig(postgres))).toEqual([
      expect.stringMatching(/^REDIS_URL is not set: .*per instance/),
    ]);
    const vapid = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    expect(
      configWarnings(loadConfig({ ...postgres, ...vapid, REDIS_URL: 'redis://r:6379' })),
    ).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });

  it('warns when several instances would generate Web Push keys of their own', () => {
    const postgres = { DATABASE_URL: 'postgres://takt@db/takt', JWT_SECRET: 'x'.repeat(32) };
    expect(configWarnings(loadConfig({ ...postgres, REDIS_URL: 'redis://r:6379' }))).toEqual([
      expect.stringMatching(/^VAPID_PUBLIC_KEY is not set/),
    ]);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PRIVATE_KEY/);
  });
});
