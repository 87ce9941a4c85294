import { isIP } from 'node:net';
import { z } from 'zod';

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client's address in X-Forwarded-For: none (false), the nearest N hops,
 * or the listed proxy addresses. Never "everyone": the leftmost entry is whatever the client wrote.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length) {
    ctx.addIssue({
      code: 'custom',
      message:
        (trimmed === 'true'
          ? 'true would trust any X-Forwarded-For a client writes. '
          : `not a proxy address: ${invalid.join(', ')}. `) +
        'Write the number of proxies in front of Takt (TRUST_PROXY=1) or their addresses ' +
        '(TRUST_PROXY=10.0.0.1,10.0.0.2)',
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function because Fastify reads a bare
 * number as "trust nobody"; proxy-addr calls it with hop 0 for the socket's peer, 1 for the
 * rightmost X-Forwarded-For entry, and so on towards the client.
 */
export function trustedProxies(
  trust: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** An absolute http(s) address someone may be sent to. */
const webAddress = () =>
  z
    .url({ protocol: /^https?$/, message: 'must be an http(s) address' })
    .max(500)
    .optional();

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .min(1)
      .default('file:./data/takt.db')
      .refine((url) => url.startsWith('file:') || url === ':memory:' || isPostgres(url), {
        message: 'must be file:<path>, :memory: or postgres://…',
      }),
    JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    APP_NAME: z.string().min(1).max(60).default('Takt'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { message: 'must start with redis://' })
      .optional(),
    // Keys and channels on that Redis start with it: installations sharing one Redis keep apart.
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, { message: 'must be 1–64 letters, digits, . : _ or -' })
      .default('takt'),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_DIST: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
    // Accounts: e-mail, bot protection, sign-up retention.
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })
      .optional(),
    MAIL_FROM: z.string().min(3).max(200).optional(),
    // Links shown in the app: the school's own website (welcome page) and the platform provider's.
    SCHOOL_WEBSITE_URL: webAddress(),
    PROVIDER_WEBSITE_URL: webAddress(),
    // The address people open the app at; mails with login data link to its /login when set.
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, {
        message: 'must be an http(s) address without ? or #',
      })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    BOT_PROTECTION: z.enum(['on', 'off']).default('on'),
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    // The public half of the reCAPTCHA v3 key pair; the sign-up page needs it to obtain a token.
    RECAPTCHA_SITE_KEY: z
      .string()
      .regex(/^[\w-]{10,100}$/, { message: 'must be a reCAPTCHA site key' })
      .optional(),
    PENDING_SIGNUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(60),
    // Documents ('Poveznice'): one file's limit, the school's total, and how many per person.
    DOCUMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(25 * 1024 * 1024),
    DOCUMENT_SCHOOL_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(2 * 1024 ** 3),
    DOCUMENT_FOLDER_LIMIT: z.coerce.number().int().min(0).default(5),
    DOCUMENT_LIMIT_MENTOR: z.coerce.number().int().min(0).default(50),
    DOCUMENT_LIMIT_STUDENT: z.coerce.number().int().min(0).default(10),
    // Web Push (VAPID) key pair, base64url; without it one is generated into DATA_DIR.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[\w-]{80,100}$/, { message: 'must be a base64url P-256 public key' })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[\w-]{40,50}$/, { message: 'must be a base64url P-256 private key' })
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, { message: 'must be mailto:… or https://…' })
      .optional(),
  })
  .refine((c) => Boolean(c.VAPID_PUBLIC_KEY) === Boolean(c.VAPID_PRIVATE_KEY), {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    path: ['VAPID_PRIVATE_KEY'],
  })
  .refine((c) => Boolean(c.RECAPTCHA_SECRET) === Boolean(c.RECAPTCHA_SITE_KEY), {
    message: 'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are set together or not at all',
    path: ['RECAPTCHA_SITE_KEY'],
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/**
 * The configuration the server starts with: loadConfig's checks plus those of a running server.
 * A generated JWT secret lives in one instance's DATA_DIR; on PostgreSQL, where several instances
 * share the database, the others would not know it and sessions would fail at random.
 */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = loadConfig(env);
  if (config.NODE_ENV === 'production' && isPostgres(config.DATABASE_URL) && !config.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  - JWT_SECRET: required in production on PostgreSQL: every ' +
        'instance must sign sessions with the same secret of at least 32 characters',
    );
  }
  return config;
}

/** Settings that work but that an operator should hear about once at start. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (isPostgres(config.DATABASE_URL) && !config.REDIS_URL) {
    warnings.push(
      'REDIS_URL is not set: rate limits, caches and realtime events stay per instance; ' +
        'run one instance or set REDIS_URL',
    );
  }
  if (config.REDIS_URL && !config.VAPID_PUBLIC_KEY) {
    warnings.push(
      'VAPID_PUBLIC_KEY is not set: each instance generates its own Web Push keys in DATA_DIR; ' +
        'several instances must share one pair (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)',
    );
  }
  return warnings;
}

/** Parses the environment once at boot; a readable list of every problem beats a stack trace. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
