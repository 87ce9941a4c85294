import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Where Google's reCAPTCHA v3 script and its frame come from (only when a school enables it). */
const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * Security headers on every response, API and SPA alike. No inline scripts are ever allowed; third
 * parties are allowed only for reCAPTCHA, and only when it replaces the self-hosted check.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { recaptcha: boolean }) => {
    const extraScripts = options.recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [];
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...extraScripts],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.recaptcha ? { frameSrc: RECAPTCHA_FRAME_SOURCES } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
    });
  },
);
