import { randomUUID } from 'node:crypto';
import { supportMessages as m } from '@takt/shared/support-messages';
import type { ProblemReport, ReportInput, ReportStatus } from '@takt/shared/schemas/support';
import type { Transactor } from '../../db/unit-of-work.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import type { RateLimitStore } from '../../lib/rate-limit-store.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { SchoolService } from '../schools/school.service.ts';
import type { Caller, UserService } from '../users/user.service.ts';
import type { ProblemReportRepository, ReportRow } from './problem-report.repository.ts';
import { replyMail } from './report-mail.ts';
import {
  ERROR_HOURLY_CAP,
  HOUR_MS,
  PROBLEM_HOURLY_CAP,
  errorFingerprint,
  isDuplicate,
  reporterRoleLabel,
} from './report-rules.ts';

export interface ProblemReportDeps {
  reports: ProblemReportRepository;
  transactor: Transactor;
  limiter: RateLimitStore;
  users: UserService;
  schools: SchoolService;
  mail: MailService;
  notifications: NotificationService;
  now: () => Date;
}

export type Outcome = 'recorded' | 'counted' | 'skipped';
export type ProblemReportService = ReturnType<typeof createProblemReportService>;

/** One inbox of problem reports (the wizard) and error reports (the error page), per school. */
export function createProblemReportService(deps: ProblemReportDeps) {
  const { reports } = deps;

  async function present(schoolId: number, rows: ReportRow[]): Promise<ProblemReport[]> {
    const reporterIds = [...new Set(rows.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))];
    const [people, replies] = await Promise.all([
      reports.reporters(schoolId, reporterIds),
      reports.replies(
        schoolId,
        rows.map((r) => r.id),
      ),
    ]);
    const byId = new Map(people.map((p) => [p.id, p]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind === 'error' ? 'error' : 'problem',
      category: r.category,
      subcategory: r.subcategory,
      description: r.description,
      steps: r.steps,
      errorKind: r.errorKind,
      reporter: (r.reporterId && byId.get(r.reporterId)) || null,
      reporterRole: r.reporterRole,
      deviceInfo: r.deviceInfo,
      url: r.url,
      previousUrl: r.previousUrl,
      occurrences: r.occurrences,
      status: r.status as ReportStatus,
      firstSeenAt: r.firstSeenAt,
      lastSeenAt: r.lastSeenAt,
      replies: replies
        .filter((x) => x.reportId === r.id)
        .map((x) => ({ message: x.message, createdAt: x.createdAt })),
    }));
  }

  async function owned(admin: Caller, id: number): Promise<ReportRow> {
    const row = await reports.find(admin.schoolId, id);
    if (!row) throw notFound(m.reportNotFound);
    return row;
  }

  async function notifyAdmins(schoolId: number, id: number, title: string, body: string) {
    const admins = await deps.users.adminIds(schoolId);
    await deps.notifications.notify(admins, {
      type: 'problem_report',
      title,
      body,
      link: `/admin/prijave-problema?id=${id}`,
    });
  }

  return {
    /** POST /api/error/report: a wizard report, or an error from the error page (deduped, capped). */
    async report(caller: Caller, input: ReportInput): Promise<Outcome> {
      const at = deps.now();
      const iso = at.toISOString();
      const context = {
        reporterId: caller.id,
        reporterRole: reporterRoleLabel(caller),
        deviceInfo: input.deviceInfo ?? '',
        url: input.url ?? '',
        previousUrl: input.previousUrl ?? '',
        firstSeenAt: iso,
        lastSeenAt: iso,
        occurrences: 1,
        status: 'new',
      };
      if (input.kind === 'problem') {
        const used = await deps.limiter.increment(`problem-report:${caller.id}`, HOUR_MS);
        if (used.count > PROBLEM_HOURLY_CAP) throw tooManyRequests(m.tooManyReports);
        return deps.transactor.run(async () => {
          const id = await reports.insert({
            schoolId: caller.schoolId,
            kind: 'problem',
            fingerprint: `p:${randomUUID()}`,
            category: input.category,
            subcategory: input.subcategory,
            description: input.description,
            steps: input.steps || null,
            errorKind: null,
            ...context,
          });
          await notifyAdmins(caller.schoolId, id, 'Nova prijava problema', input.subcategory);
          return 'recorded' as const;
        });
      }
      const fingerprint = errorFingerprint(input.errorKind, input.message, context.url);
      const known = await reports.byFingerprint(caller.schoolId, fingerprint);
      if (known && isDuplicate(known.lastSeenAt, at)) return 'skipped';
      const used = await deps.limiter.increment(`error-report:${caller.id}`, HOUR_MS);
      if (used.count > ERROR_HOURLY_CAP) return 'skipped';
      return deps.transactor.run(async () => {
        if (known) {
          await reports.countRepeat(caller.schoolId, known.id, iso);
          return 'counted' as const;
        }
        const id = await reports.insert({
          schoolId: caller.schoolId,
          kind: 'error',
          fingerprint,
          category: 'greska',
          subcategory: input.errorKind,
          description: input.message,
          steps: null,
          errorKind: input.errorKind,
          ...context,
        });
        await notifyAdmins(caller.schoolId, id, 'Nova greška u aplikaciji', input.errorKind);
        return 'recorded' as const;
      });
    },

    /** GET /api/admin/problem-reports: the inbox, newest first, with counts per status. */
    async list(
      admin: Caller,
      status: ReportStatus | undefined,
      page: { limit: number; cursorId?: number },
    ) {
      const rows = await reports.list(admin.schoolId, status, page.limit + 1, page.cursorId);
      const { items, nextCursor } = toPage(rows, page.limit);
      const counts = await reports.countsByStatus(admin.schoolId);
      return {
        reports: await present(admin.schoolId, items),
        counts: {
          new: counts.new ?? 0,
          in_progress: counts.in_progress ?? 0,
          resolved: counts.resolved ?? 0,
        },
        nextCursor,
      };
    },

    async setStatus(admin: Caller, id: number, status: ReportStatus): Promise<ProblemReport> {
      await owned(admin, id);
      await reports.setStatus(admin.schoolId, id, status);
      const [report] = await present(admin.schoolId, [await owned(admin, id)]);
      return report!;
    },

    /** A reply to the reporter by e-mail through the outbox; the report moves to 'in progress'. */
    async reply(admin: Caller, id: number, message: string): Promise<ProblemReport> {
      return deps.transactor.run(async () => {
        const row = await owned(admin, id);
        const reporter = row.reporterId
          ? await deps.users.findInSchool(admin.schoolId, row.reporterId)
          : null;
        if (!reporter) throw badRequest(m.replyNoReporter);
        const school = await deps.schools.findById(admin.schoolId);
        await deps.mail.enqueue({
          schoolId: admin.schoolId,
          kind: 'problem-report-reply',
          to: reporter.email,
          content: replyMail(deps.mail.context(school?.name ?? ''), {
            ime: reporter.ime,
            subject: row.subcategory,
            original: row.description,
            reply: message,
          }),
        });
        await reports.insertReply({
          schoolId: admin.schoolId,
          reportId: id,
          authorId: admin.id,
          message,
          createdAt: deps.now().toISOString(),
        });
        if (row.status === 'new') await reports.setStatus(admin.schoolId, id, 'in_progress');
        const [report] = await present(admin.schoolId, [await owned(admin, id)]);
        return report!;
      });
    },
  };
}
