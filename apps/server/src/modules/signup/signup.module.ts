import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { FormConsentRecorder } from '../admin/consents.service.ts';
import type { AuditRecorder } from '../audit/audit.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { UserService } from '../users/user.service.ts';
import {
  botProtectionMode,
  createBotProtection,
  deriveAltchaKey,
  googleRecaptcha,
  type RecaptchaVerifier,
} from './bot-protection.ts';
import { createReviewService } from './review.service.ts';
import { reviewRoutes } from './review.routes.ts';
import { createSignupRepository } from './signup.repository.ts';
import { signupRoutes } from './signup.routes.ts';
import { createSignupService } from './signup.service.ts';

export interface SignupModuleDeps {
  schools: SchoolService;
  users: UserService;
  mail: MailService;
  notifications: NotificationService;
  /** The audit log: reads and reviews of a request are recorded. */
  audit: AuditRecorder;
  /** The admin module's consent records (the form's consents become the student's). */
  consents: FormConsentRecorder;
  /** reCAPTCHA check override (tests never call Google). */
  recaptcha?: RecaptchaVerifier | undefined;
}

/** The public sign-up request and its review by the school's admins. */
export function createSignupModule(platform: Platform, deps: SignupModuleDeps) {
  const { config } = platform;
  const signups = createSignupRepository(platform.data);
  const bot = createBotProtection({
    mode: botProtectionMode(config),
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY,
    hmacKey: deriveAltchaKey(platform.jwtSecret),
    now: platform.now,
    useChallenge: signups.useChallenge,
    recaptcha: deps.recaptcha ?? googleRecaptcha(config.RECAPTCHA_SECRET ?? ''),
  });
  const common = {
    signups,
    transactor: platform.transactor,
    events: platform.events,
    schools: deps.schools,
    users: deps.users,
    mail: deps.mail,
    now: platform.now,
  };
  const signup = createSignupService({
    ...common,
    notifications: deps.notifications,
    bot,
    limiter: platform.limiter,
  });
  const review = createReviewService({ ...common, audit: deps.audit, consents: deps.consents });
  platform.jobs.recurring({
    name: 'purge-signups',
    schedule: { dailyAt: '03:30' },
    run: async () => void (await signup.purgeOld(config.PENDING_SIGNUP_RETENTION_DAYS)),
  });
  platform.realtime.relay('signup.requested', async ({ payload: p }) => ({
    to: { users: await deps.users.adminIds(p.schoolId) },
    event: 'signup.requested',
    data: { requestId: p.requestId },
  }));
  const signupPlugin = signupRoutes(signup);
  const reviewPlugin = reviewRoutes(review);
  return {
    name: 'signup',
    service: signup,
    review,
    routes: async (app: FastifyInstance) => {
      await app.register(signupPlugin);
      await app.register(reviewPlugin);
    },
  };
}
