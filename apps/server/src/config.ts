import { z } from 'zod';

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
      .refine(
        (url) => url.startsWith('file:') || url === ':memory:' || /^postgres(ql)?:\/\//.test(url),
        {
          message: 'must be file:<path>, :memory: or postgres://…',
        },
      ),
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
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    // Accounts (issue 3): e-mail, bot protection, sign-up retention.
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
  })
  .refine((c) => Boolean(c.RECAPTCHA_SECRET) === Boolean(c.RECAPTCHA_SITE_KEY), {
    message: 'RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are set together or not at all',
    path: ['RECAPTCHA_SITE_KEY'],
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

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
