import type {
  AccountLinksTable,
  PasswordResetCodesTable,
  PendingSignupsTable,
  ProgramsTable,
  SchoolTransfersTable,
  SchoolsTable,
  SessionsTable,
  StudentMentorsTable,
  UsedChallengesTable,
  UserProgramsTable,
  UsersTable,
} from './schema/people.ts';
import type { PollResponsesTable, PollsTable, PostsTable } from './schema/home.ts';
import type {
  AuditLogTable,
  ConsentsTable,
  FilesTable,
  IdempotencyKeysTable,
  JobQueueTable,
  JobRunsTable,
  JobSchedulesTable,
  OutboxAttachmentsTable,
  OutboxTable,
} from './schema/platform.ts';
import type {
  CalendarFeedTokensTable,
  ClassroomsTable,
  LessonAttendanceTable,
  LessonChangesTable,
  LessonNotesTable,
  LessonSeriesStudentsTable,
  LessonSeriesTable,
  MakeupCreditsTable,
  MakeupSlotsTable,
  PracticeLogTable,
  SchedulePoliciesTable,
  SchoolCalendarDaysTable,
  SchoolYearsTable,
  StudentGroupMembersTable,
  StudentGroupsTable,
} from './schema/schedule.ts';
import type { ChatMembersTable, ChatMessagesTable, ChatsTable } from './schema/chat.ts';
import type {
  InvoiceCountersTable,
  InvoiceSettingsTable,
  InvoicesTable,
} from './schema/invoices.ts';
import type {
  NotificationPreferencesTable,
  NotificationsTable,
  PushSubscriptionsTable,
  ReminderSendsTable,
} from './schema/notifications.ts';
import type {
  DocumentFoldersTable,
  DocumentSharesTable,
  DocumentsTable,
  EnrollmentAgreementsTable,
  EnrollmentYearsTable,
  EnrollmentsTable,
} from './schema/enrollment-documents.ts';
import type {
  AnalyticsSamplesTable,
  ProblemReportRepliesTable,
  ProblemReportsTable,
  SchoolLegalDocumentsTable,
  TermsAcceptancesTable,
} from './schema/support.ts';

/**
 * The database as Kysely sees it: each table's shape lives with its area under `schema/`
 * (column types in `schema/columns.ts`); this file names the tables.
 */
export interface Database {
  schools: SchoolsTable;
  programs: ProgramsTable;
  users: UsersTable;
  user_programs: UserProgramsTable;
  student_mentors: StudentMentorsTable;
  sessions: SessionsTable;
  posts: PostsTable;
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentsTable;
  pending_signups: PendingSignupsTable;
  notifications: NotificationsTable;
  password_reset_codes: PasswordResetCodesTable;
  used_challenges: UsedChallengesTable;
  polls: PollsTable;
  poll_responses: PollResponsesTable;
  files: FilesTable;
  school_transfers: SchoolTransfersTable;
  job_schedules: JobSchedulesTable;
  job_queue: JobQueueTable;
  job_runs: JobRunsTable;
  school_years: SchoolYearsTable;
  school_calendar_days: SchoolCalendarDaysTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  reminder_sends: ReminderSendsTable;
  idempotency_keys: IdempotencyKeysTable;
  classrooms: ClassroomsTable;
  student_groups: StudentGroupsTable;
  student_group_members: StudentGroupMembersTable;
  lesson_series: LessonSeriesTable;
  lesson_series_students: LessonSeriesStudentsTable;
  lesson_changes: LessonChangesTable;
  lesson_attendance: LessonAttendanceTable;
  makeup_credits: MakeupCreditsTable;
  makeup_slots: MakeupSlotsTable;
  lesson_notes: LessonNotesTable;
  practice_log: PracticeLogTable;
  schedule_policies: SchedulePoliciesTable;
  calendar_feed_tokens: CalendarFeedTokensTable;
  chats: ChatsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  invoice_settings: InvoiceSettingsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  enrollment_years: EnrollmentYearsTable;
  enrollment_agreements: EnrollmentAgreementsTable;
  enrollments: EnrollmentsTable;
  document_folders: DocumentFoldersTable;
  documents: DocumentsTable;
  document_shares: DocumentSharesTable;
  audit_log: AuditLogTable;
  consents: ConsentsTable;
  problem_reports: ProblemReportsTable;
  problem_report_replies: ProblemReportRepliesTable;
  analytics_samples: AnalyticsSamplesTable;
  school_legal_documents: SchoolLegalDocumentsTable;
  terms_acceptances: TermsAcceptancesTable;
  account_links: AccountLinksTable;
}
