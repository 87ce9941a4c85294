import type { InvoiceFiscalizer } from './modules/invoices/fiscalisation.ts';
import type { MailTransport } from './modules/mail/mail.transport.ts';
import type { RecaptchaVerifier } from './modules/signup/bot-protection.ts';
import { createAdminModule } from './modules/admin/admin.module.ts';
import type { FormConsentRecorder } from './modules/admin/consents.service.ts';
import { createAuditModule } from './modules/audit/audit.module.ts';
import { createAuthModule } from './modules/auth/auth.module.ts';
import { createFilesModule } from './modules/files/files.module.ts';
import { createCalendarModule } from './modules/calendar/calendar.module.ts';
import { createChatModule } from './modules/chat/chat.module.ts';
import { createEnrollmentModule } from './modules/enrollment/enrollment.module.ts';
import { createDocumentsModule } from './modules/documents/documents.module.ts';
import { createHealthModule } from './modules/health/health.module.ts';
import { createInvoiceModule } from './modules/invoices/invoice.module.ts';
import { createJobsModule } from './modules/jobs/jobs.module.ts';
import { createMailModule } from './modules/mail/mail.module.ts';
import { createMentorSignupModule } from './modules/mentor-signup/mentor-signup.module.ts';
import { createNotificationModule } from './modules/notifications/notification.module.ts';
import { createPasswordModule } from './modules/password-reset/password.module.ts';
import { createPollModule } from './modules/polls/poll.module.ts';
import { createPostModule } from './modules/posts/post.module.ts';
import { createProfilePictureModule } from './modules/profile-pictures/profile-picture.module.ts';
import { createProfileModule } from './modules/profiles/profile.module.ts';
import { createScheduleModule } from './modules/schedule/schedule.module.ts';
import { createSchoolModule } from './modules/schools/school.module.ts';
import { createSearchModule } from './modules/search/search.module.ts';
import { createSignupModule } from './modules/signup/signup.module.ts';
import { createUserModule } from './modules/users/user.module.ts';
import { createAboutModule } from './modules/about/about.module.ts';
import { createAccountLinkModule } from './modules/account-links/account-link.module.ts';
import { createAnalyticsModule } from './modules/analytics/analytics.module.ts';
import { createProblemReportModule } from './modules/problem-reports/problem-report.module.ts';
import type { ModuleRoutes, Platform } from './platform.ts';

/** Parts tests replace: nothing here is reached in production without its real default. */
export interface ModuleOverrides {
  /** Mail delivery; default: SMTP when SMTP_URL is set, else outbox + log. */
  mailTransport?: MailTransport | null;
  /** reCAPTCHA check (tests never call Google). */
  recaptcha?: RecaptchaVerifier;
  /**
   * A certified fiscalisation provider for invoices (modules/invoices/fiscalisation.ts); a
   * deployment that must fiscalise passes its own. Default: none (ZKI/JIR stay empty).
   */
  invoiceFiscalizer?: InvoiceFiscalizer;
}

/**
 * The one place modules are built and wired: each gets the platform and the services of the
 * modules it needs, in dependency order. app.ts registers their routes; the seed and the CLI use
 * their services without an HTTP server.
 */
export function composeModules(platform: Platform, overrides: ModuleOverrides = {}) {
  const schools = createSchoolModule(platform);
  // The audit log is built first: most modules write entries to it in their own transactions.
  const audit = createAuditModule(platform);
  // Invoices are built later (they need files); the account view asks them through this port.
  const billing = {
    hasUnpaidInvoice: (schoolId: number, userId: number) =>
      invoices.service.hasUnpaidInvoice(schoolId, userId),
  };
  const users = createUserModule(platform, { billing, audit: audit.service });
  // Consent records are the admin module's (built later); the forms hand theirs over here.
  const consents = {
    recordFromForm: (...args: Parameters<FormConsentRecorder['recordFromForm']>) =>
      admin.service.consents.recordFromForm(...args),
  };
  const files = createFilesModule(platform);
  const mail = createMailModule(platform, {
    ...(overrides.mailTransport !== undefined ? { transport: overrides.mailTransport } : {}),
    // Attachments (invoice PDFs) are read from file storage when the mail goes out.
    attachments: (schoolId, fileId) =>
      schoolId === null ? Promise.resolve(null) : files.service.readStored(schoolId, fileId),
  });
  const calendar = createCalendarModule(platform);
  const notifications = createNotificationModule(platform, {
    mail: mail.service,
    calendar: calendar.service,
  });
  const auth = createAuthModule(platform, { users: users.service });
  const common = {
    schools: schools.service,
    users: users.service,
    mail: mail.service,
    notifications: notifications.service,
  };
  const signup = createSignupModule(platform, {
    ...common,
    audit: audit.service,
    consents,
    recaptcha: overrides.recaptcha,
  });
  const mentorSignup = createMentorSignupModule(platform, common);
  const passwords = createPasswordModule(platform, {
    ...common,
    auth: auth.service,
    audit: audit.service,
  });
  // Their readers' notices are queued in the same transaction as the post or poll itself.
  const posts = createPostModule(platform, { onCreated: notifications.announce.post });
  const polls = createPollModule(platform, { onCreated: notifications.announce.poll });
  const search = createSearchModule(platform);
  const profiles = createProfileModule(platform, {
    ...common,
    audit: audit.service,
    onSensitiveRead: (viewer, personId) =>
      audit.service.record(viewer, 'user.sensitive_read', { type: 'user', id: personId }, [
        'oib',
        'datumRodjenja',
        'brojMobitela',
        'adresa',
        'roditelji',
        'napomene',
      ]),
  });
  const pictures = createProfilePictureModule(platform, { files: files.service });
  const jobs = createJobsModule(platform);
  const schedule = createScheduleModule(platform, {
    calendar: calendar.service,
    notifications: notifications.service,
  });
  notifications.setReminderSource(schedule.service);
  const chat = createChatModule(platform, {
    notifications: notifications.service,
    studentGroups: schedule.service,
  });
  const invoices = createInvoiceModule(platform, {
    files: files.service,
    notifications: notifications.service,
    mail: mail.service,
    fiscal: overrides.invoiceFiscalizer,
  });
  const enrollment = createEnrollmentModule(platform, {
    ...common,
    calendar: calendar.service,
    audit: audit.service,
    consents,
  });
  const documents = createDocumentsModule(platform, { files: files.service });
  // Administration and data protection
  const admin = createAdminModule(platform, {
    users: users.service,
    schools: schools.service,
    mail: mail.service,
    auth: auth.service,
    passwords: passwords.service,
    files: files.service,
    audit: audit.service,
  });
  // Support: problem and error reports, analytics, /about, sibling switch
  const problemReports = createProblemReportModule(platform, common);
  const analytics = createAnalyticsModule(platform);
  const about = createAboutModule(platform, common);
  const accountLinks = createAccountLinkModule(platform, { ...common, auth: auth.service });

  const modules: ModuleRoutes[] = [
    createHealthModule(platform),
    schools,
    users,
    mail,
    notifications,
    auth,
    signup,
    mentorSignup,
    passwords,
    posts,
    polls,
    search,
    profiles,
    files,
    pictures,
    jobs,
    calendar,
    schedule,
    chat,
    invoices,
    enrollment,
    documents,
    audit,
    admin,
    problemReports,
    analytics,
    about,
    accountLinks,
  ];
  return {
    modules,
    auth: auth.service,
    services: {
      schools: schools.service,
      users: users.service,
      mail: mail.service,
      notifications: notifications.service,
      push: notifications.push,
      reminders: { run: notifications.runReminders, useSource: notifications.setReminderSource },
      signup: signup.service,
      review: signup.review,
      mentorSignup: mentorSignup.service,
      passwords: passwords.service,
      posts: posts.service,
      polls: polls.service,
      profiles: profiles.service,
      pictures: pictures.service,
      files: files.service,
      calendar: calendar.service,
      schedule: schedule.service,
      chat: chat.service,
      chatGroups: chat.groups,
      invoices: invoices.service,
      enrollment: enrollment.service,
      documents: documents.service,
      audit: audit.service,
      admin: admin.service,
      problemReports: problemReports.service,
      analytics: analytics.service,
      about: about.service,
      accountLinks: accountLinks.service,
    },
  };
}

export type ComposedModules = ReturnType<typeof composeModules>;
