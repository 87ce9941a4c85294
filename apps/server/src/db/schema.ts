import type { ColumnType, Generated } from 'kysely';

/**
 * Table shapes as Kysely sees them. Booleans arrive as 0/1 from SQLite and as booleans from
 * PostgreSQL, JSON columns as text in both; repositories turn rows into domain objects.
 */
type Bool = ColumnType<boolean | number, boolean, boolean>;
type Timestamp = ColumnType<string, string, string>;
type Json = ColumnType<string, string, string>;

export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  createdAt: Timestamp;
  /** Secret of the hidden mentor sign-up link (accounts migration). */
  mentorSignupToken: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProgramsTable {
  id: Generated<number>;
  schoolId: number;
  naziv: string;
  cijena: number | null;
  tipovi: Json;
  active: Bool;
  showInSignup: Bool;
  createdAt: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  schoolId: number;
  ime: string;
  prezime: string;
  korisnickoIme: string;
  email: string;
  emailLower: string;
  /** Lowercased names for user search, kept by a database trigger (search-columns migration). */
  searchText: Generated<string>;
  /** Last and first name lowercased with č, ć, đ, š, ž folded: the list order (a trigger keeps them). */
  sortPrezime: Generated<string>;
  sortIme: Generated<string>;
  passwordHash: string;
  mustChangePassword: Bool;
  isStudent: Bool;
  isMentor: Bool;
  isAdmin: Bool;
  isActive: Bool;
  isOperator: Bool;
  /** Null while a self-registered mentor waits for an admin's confirmation. */
  confirmedAt: Timestamp | null;
  oib: string | null;
  brojMobitela: string | null;
  datumRodjenja: string | null;
  adresa: Json;
  roditelj1: Json | null;
  roditelj2: Json | null;
  napomene: Json;
  programType: Json;
  pohadjaTeoriju: Bool;
  maiZbor: Bool;
  maloljetniClan: Bool;
  predmet: string | null;
  reminderPreferences: Json;
  fcmToken: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** Set when an admin erased the person's data (the row stays, anonymised). */
  erasedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserProgramsTable {
  userId: number;
  programId: number;
}

export interface StudentMentorsTable {
  studentId: number;
  mentorId: number;
}

export interface SessionsTable {
  id: string;
  userId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  lastSeenAt: Timestamp;
  revokedAt: Timestamp | null;
}

export interface PostsTable {
  id: Generated<number>;
  schoolId: number;
  authorId: number;
  title: string;
  content: string;
  visibility: string;
  showAllSchools: Bool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PollsTable {
  id: Generated<number>;
  schoolId: number;
  creatorId: number;
  question: string;
  options: Json;
  type: string;
  endDate: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface PollResponsesTable {
  id: Generated<number>;
  pollId: number;
  userId: number;
  response: string;
  firstRespondedAt: Timestamp;
  respondedAt: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  schoolId: number | null;
  kind: string;
  toAddress: string;
  subject: string;
  html: string;
  text: string;
  sensitive: Bool;
  status: string;
  attempts: number;
  nextAttemptAt: Timestamp;
  lastError: string | null;
  sentAt: Timestamp | null;
  createdAt: Timestamp;
}

/** A file a queued mail carries (the bytes stay in file storage). */
export interface OutboxAttachmentsTable {
  id: Generated<number>;
  outboxId: number;
  fileId: number;
  fileName: string;
}

export interface PendingSignupsTable {
  id: Generated<number>;
  schoolId: number;
  programId: number | null;
  ime: string;
  prezime: string;
  email: string;
  emailLower: string;
  oib: string;
  datumRodjenja: string;
  brojMobitela: string | null;
  adresa: Json;
  roditelj1: Json | null;
  roditelj2: Json | null;
  pohadanjeNastave: string | null;
  pohadjaTeoriju: Bool;
  maiZbor: Bool;
  maloljetniClan: Bool;
  napomene: string;
  status: string;
  declineReason: string | null;
  reviewedBy: number | null;
  reviewedAt: Timestamp | null;
  userId: number | null;
  createdAt: Timestamp;
  /** JSON `{ purpose: boolean }` the form asked for; null before it asked (optional on insert). */
  consents: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  title: string;
  body: string;
  read: Bool;
  createdAt: Timestamp;
  /** Set on every row written since notifications got their own screen (older rows: backfilled). */
  schoolId: number | null;
  /** App path the notice is about ('/chat/12', '/racuni/5'). */
  link: string | null;
  readAt: Timestamp | null;
}

export interface PasswordResetCodesTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  salt: string;
  attempts: number;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface UsedChallengesTable {
  signature: string;
  expiresAt: Timestamp;
}

/**
 * What a stored file is; its bytes live in file storage under `storageKey`. `inlineData` holds
 * bytes from before storage existed until the files module moves them out at startup.
 */
export interface FilesTable {
  id: Generated<number>;
  schoolId: number;
  /** Null for files the server made for a whole school. */
  ownerId: number | null;
  purpose: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string | null;
  originalName: string | null;
  inlineData: Buffer | null;
  createdAt: Timestamp;
}

export interface SchoolTransfersTable {
  id: Generated<number>;
  studentId: number;
  fromSchoolId: number;
  toSchoolId: number;
  requestedBy: number | null;
  status: string;
  decidedBy: number | null;
  decidedAt: Timestamp | null;
  createdAt: Timestamp;
}

/** A recurring job: the occurrence in hand and the lease of the instance running it. */
export interface JobSchedulesTable {
  name: string;
  schedule: Json;
  occurrenceAt: Timestamp;
  nextRunAt: Timestamp;
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: Timestamp | null;
  lastStartedAt: Timestamp | null;
  lastFinishedAt: Timestamp | null;
  lastStatus: string | null;
  lastError: string | null;
  createdAt: Timestamp;
}

/** A one-off job: 'waiting', 'running' (leased), 'done' or 'failed'. */
export interface JobQueueTable {
  id: Generated<number>;
  name: string;
  payload: Json;
  dedupeKey: string | null;
  status: string;
  runAt: Timestamp;
  attempts: number;
  leaseOwner: string | null;
  leaseUntil: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
  finishedAt: Timestamp | null;
}

/** One attempt of a job, as admins see it: no payload, no personal data. */
export interface JobRunsTable {
  id: Generated<number>;
  name: string;
  kind: string;
  scheduledFor: Timestamp;
  attempt: number;
  startedAt: Timestamp | null;
  finishedAt: Timestamp;
  status: string;
  error: string | null;
}

/** School calendar: school years and the days without teaching. */
export interface SchoolYearsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  startDate: string;
  endDate: string;
  abReferenceMonday: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SchoolCalendarDaysTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  startDate: string;
  endDate: string;
  kind: string;
  name: string;
  createdAt: Timestamp;
}

/** The timetable (schedule migration). Dates `YYYY-MM-DD`, times minutes after midnight. */
export interface ClassroomsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  capacity: number;
  active: Bool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface StudentGroupsTable {
  id: Generated<number>;
  schoolId: number;
  name: string;
  kind: string;
  createdAt: Timestamp;
}

export interface StudentGroupMembersTable {
  groupId: number;
  studentId: number;
}

export interface LessonSeriesTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  mentorId: number;
  classroomId: number | null;
  groupId: number | null;
  type: string;
  title: string;
  weekday: number;
  startMinute: number;
  durationMinutes: number;
  weeks: string;
  validFrom: string;
  validTo: string;
  sequence: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface LessonSeriesStudentsTable {
  seriesId: number;
  studentId: number;
}

export interface LessonChangesTable {
  id: Generated<number>;
  schoolId: number;
  seriesId: number | null;
  originalDate: string | null;
  kind: string;
  mentorId: number;
  studentId: number | null;
  type: string;
  title: string;
  date: string;
  startMinute: number;
  durationMinutes: number;
  classroomId: number | null;
  cancelled: Bool;
  cancelledBy: number | null;
  cancelKind: string | null;
  cancelReason: string | null;
  sequence: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface LessonAttendanceTable {
  schoolId: number;
  occurrenceKey: string;
  studentId: number;
  mentorId: number;
  date: string;
  status: string;
  note: string | null;
  markedBy: number | null;
  markedAt: Timestamp;
}

export interface MakeupCreditsTable {
  id: Generated<number>;
  schoolId: number;
  studentId: number;
  mentorId: number;
  sourceKey: string;
  sourceDate: string;
  reason: string;
  expiresOn: string;
  usedChangeId: number | null;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface MakeupSlotsTable {
  id: Generated<number>;
  schoolId: number;
  mentorId: number;
  classroomId: number | null;
  date: string;
  startMinute: number;
  durationMinutes: number;
  bookedChangeId: number | null;
  createdAt: Timestamp;
}

export interface LessonNotesTable {
  schoolId: number;
  occurrenceKey: string;
  workedOn: string;
  homework: string;
  authorId: number | null;
  updatedAt: Timestamp;
}

export interface PracticeLogTable {
  schoolId: number;
  studentId: number;
  date: string;
  minutes: number;
  updatedAt: Timestamp;
}

export interface SchedulePoliciesTable {
  schoolId: number;
  mentorCancelEarns: Bool;
  schoolCancelEarns: Bool;
  excusedNoticeHours: number | null;
  creditValidDays: number | null;
  updatedAt: Timestamp;
}

export interface CalendarFeedTokensTable {
  userId: number;
  schoolId: number;
  token: string;
  createdAt: Timestamp;
}

export interface ChatsTable {
  id: Generated<number>;
  schoolId: number;
  kind: 'direct' | 'group';
  /** "<low user id>:<high user id>" for a direct chat, null for a group. */
  directKey: string | null;
  name: string | null;
  description: string | null;
  adminId: number | null;
  lastActivityAt: Timestamp;
  createdAt: Timestamp;
}

export interface ChatMembersTable {
  chatId: number;
  userId: number;
  role: 'member' | 'mentor';
  lastReadMessageId: ColumnType<number, number | undefined, number>;
  joinedAt: Timestamp;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  chatId: number;
  senderId: number;
  clientId: string;
  body: string | null;
  replyToId: number | null;
  createdAt: Timestamp;
  deletedAt: Timestamp | null;
}

export interface InvoiceSettingsTable {
  schoolId: number;
  issuerName: string;
  oib: string;
  iban: string;
  address: string;
  city: string;
  premises: string;
  device: string;
  dueDays: number;
  paymentModel: string;
  referenceScheme: string;
  purposeCode: string;
  defaultDescription: string;
  siblingDiscounts: Json;
  exemptions: Json;
  updatedAt: Timestamp;
}

export interface InvoiceCountersTable {
  schoolId: number;
  premises: string;
  year: number;
  lastNumber: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  schoolId: number;
  studentId: number;
  kind: string;
  number: number;
  premises: string;
  device: string;
  year: number;
  numberText: string;
  period: string;
  issueDate: string;
  dueDate: string;
  amountCents: number;
  status: string;
  items: Json;
  description: string;
  model: string;
  reference: string;
  purposeCode: string;
  payerName: string;
  payerAddress: string;
  payerCity: string;
  issuer: Json;
  originalId: number | null;
  stornoId: number | null;
  paidAt: string | null;
  paidSource: string | null;
  pdfFileId: number | null;
  zki: string | null;
  jir: string | null;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When the invoice was last queued for e-mail. */
  emailedAt: Timestamp | null;
}

/** Append-only: who did what to whom; ids and field names only, never values. */
export interface AuditLogTable {
  id: Generated<number>;
  schoolId: number;
  actorId: number | null;
  action: string;
  subjectType: string;
  subjectId: number | null;
  fields: Json;
  createdAt: Timestamp;
}

/** One consent per row; a withdrawal closes the row (history stays). */
export interface ConsentsTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  purpose: string;
  version: string;
  givenByParent: string | null;
  recordedById: number | null;
  givenAt: Timestamp;
  withdrawnAt: Timestamp | null;
  withdrawnById: number | null;
}

/** Support: problem and error reports, analytics samples, legal documents, sibling links. */
export interface ProblemReportsTable {
  id: Generated<number>;
  schoolId: number;
  kind: string;
  fingerprint: string;
  category: string;
  subcategory: string;
  description: string;
  steps: string | null;
  errorKind: string | null;
  reporterId: number | null;
  reporterRole: string;
  deviceInfo: string;
  url: string;
  previousUrl: string;
  occurrences: number;
  status: string;
  firstSeenAt: Timestamp;
  lastSeenAt: Timestamp;
}

export interface ProblemReportRepliesTable {
  id: Generated<number>;
  schoolId: number;
  reportId: number;
  authorId: number | null;
  message: string;
  createdAt: Timestamp;
}

export interface AnalyticsSamplesTable {
  id: Generated<number>;
  schoolId: number;
  day: string;
  route: string;
  metric: string;
  value: number;
  sessionId: string;
}

export interface SchoolLegalDocumentsTable {
  schoolId: number;
  version: string;
  terms: string;
  privacy: string;
  supportEmail: string | null;
  updatedAt: Timestamp;
}

export interface TermsAcceptancesTable {
  id: Generated<number>;
  schoolId: number;
  userId: number;
  version: string;
  acceptedAt: Timestamp;
}

export interface AccountLinksTable {
  id: Generated<number>;
  schoolId: number;
  emailLower: string;
  codeHash: string | null;
  codeExpiresAt: Timestamp | null;
  attempts: number;
  confirmedAt: Timestamp | null;
  updatedAt: Timestamp;
}

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

/** Overrides of the default per kind × channel ('inApp' | 'push' | 'email'). */
export interface NotificationPreferencesTable {
  userId: number;
  kind: string;
  channel: string;
  enabled: Bool;
}

/** A browser's Web Push subscription (one per device; the endpoint is unique). */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  schoolId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  createdAt: Timestamp;
  lastSuccessAt: Timestamp | null;
}

/** A reminder sent: one row per person, Zagreb day and kind ('class' | 'practice'). */
export interface ReminderSendsTable {
  userId: number;
  day: string;
  kind: string;
  sentAt: Timestamp;
}

/** The first answer to a write carrying `Idempotency-Key` (status null while it runs). */
export interface IdempotencyKeysTable {
  userId: number;
  key: string;
  method: string;
  path: string;
  status: number | null;
  body: string | null;
  createdAt: Timestamp;
  /** The running request renews this; past it, a retry may take the key over. */
  heldUntil: Timestamp | null;
  /** Set in the request's own transaction: its write committed (never run again). */
  appliedAt: Timestamp | null;
}

/** Enrollment: a school year opened for it, its agreement versions, the students' acceptances. */
export interface EnrollmentYearsTable {
  id: Generated<number>;
  schoolId: number;
  schoolYearId: number;
  programChangeFrom: string | null;
  programChangeUntil: string | null;
  openedBy: number | null;
  openedAt: Timestamp;
}

export interface EnrollmentAgreementsTable {
  id: Generated<number>;
  schoolId: number;
  enrollmentYearId: number;
  version: number;
  html: string;
  createdBy: number | null;
  createdAt: Timestamp;
}

export interface EnrollmentsTable {
  id: Generated<number>;
  schoolId: number;
  enrollmentYearId: number;
  studentId: number;
  agreementId: number;
  agreementVersion: number;
  programId: number | null;
  programName: string | null;
  pohadanjeNastave: string | null;
  oib: string;
  datumRodjenja: string;
  brojMobitela: string;
  adresa: Json;
  roditelj1: Json | null;
  roditelj2: Json | null;
  acceptedAt: Timestamp;
}

/** Documents ('Poveznice'): links, files and ABC tunes, in folders, shared with people or groups. */
export interface DocumentFoldersTable {
  id: Generated<number>;
  schoolId: number;
  ownerId: number;
  name: string;
  createdAt: Timestamp;
}

export interface DocumentsTable {
  id: Generated<number>;
  schoolId: number;
  ownerId: number;
  folderId: number | null;
  kind: string;
  title: string;
  url: string | null;
  fileId: number | null;
  abc: string | null;
  visibility: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface DocumentSharesTable {
  documentId: number;
  kind: string;
  targetId: number;
}
