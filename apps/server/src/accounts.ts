import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import { createTransact } from './db/transaction.ts';
import type { IntervalJob } from './jobs/interval-runner.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { createMailService } from './modules/mail/mail.service.ts';
import { mentorSignupRoutes } from './modules/mentor-signup/mentor-signup.routes.ts';
import { createMentorSignupService } from './modules/mentor-signup/mentor-signup.service.ts';
import { createNotificationService } from './modules/notifications/notification.service.ts';
import { passwordRoutes } from './modules/password-reset/password.routes.ts';
import { createPasswordService } from './modules/password-reset/password.service.ts';
import { schoolRoutes } from './modules/schools/school.routes.ts';
import { createSchoolService } from './modules/schools/school.service.ts';
import {
  botProtectionMode,
  createBotProtection,
  deriveAltchaKey,
  googleRecaptcha,
} from './modules/signup/bot-protection.ts';
import { reviewRoutes } from './modules/signup/review.routes.ts';
import { createReviewService } from './modules/signup/review.service.ts';
import { createSignupRepository } from './modules/signup/signup.repository.ts';
import { signupRoutes } from './modules/signup/signup.routes.ts';
import { createSignupService } from './modules/signup/signup.service.ts';
import { createAccountService } from './modules/users/account.service.ts';

/**
 * Accounts (issue 3): public sign-up, admin review, mentor link, password reset and e-mail.
 * Builds the services, registers their routes and returns the background jobs they need.
 */
export async function registerAccountModules(
  app: FastifyInstance,
  deps: AppDeps,
  auth: AuthService,
): Promise<{ jobs: IntervalJob[] }> {
  const { config } = deps;
  const db = deps.database.db;
  const now = deps.now;
  const transact = createTransact(db);
  const mail = createMailService({
    db,
    config,
    now,
    log: (line) => app.log.info(line),
    ...(deps.mailTransport !== undefined ? { transport: deps.mailTransport } : {}),
  });
  const schools = createSchoolService({ db });
  const accounts = createAccountService({ db, now });
  const notifications = createNotificationService({ now });
  const signupRepository = createSignupRepository(db);
  const bot = createBotProtection({
    mode: botProtectionMode(config),
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY,
    hmacKey: deriveAltchaKey(deps.jwtSecret),
    now: now ?? (() => new Date()),
    useChallenge: signupRepository.useChallenge,
    recaptcha: deps.recaptcha ?? googleRecaptcha(config.RECAPTCHA_SECRET ?? ''),
  });
  const shared = { db, transact, schools, accounts, mail, now };
  const signup = createSignupService({
    ...shared,
    notifications,
    bot,
    limiter: deps.rateLimitStore,
  });

  await app.register(mailRoutes, { mail });
  await app.register(schoolRoutes, { schools });
  await app.register(signupRoutes, { signup });
  await app.register(reviewRoutes, { review: createReviewService(shared) });
  await app.register(mentorSignupRoutes, {
    mentors: createMentorSignupService({ ...shared, notifications, limiter: deps.rateLimitStore }),
  });
  await app.register(passwordRoutes, {
    passwords: createPasswordService({ ...shared, auth, limiter: deps.rateLimitStore }),
  });
  app.addHook('onClose', async () => mail.close());

  return {
    jobs: [
      { name: 'mail-outbox', everyMs: 15_000, run: async () => void (await mail.processOutbox()) },
      {
        name: 'purge-signups',
        everyMs: 6 * 60 * 60 * 1000,
        run: async () => {
          await signup.purgeOld(config.PENDING_SIGNUP_RETENTION_DAYS);
          await mail.pruneDelivered(config.PENDING_SIGNUP_RETENTION_DAYS);
        },
      },
    ],
  };
}
