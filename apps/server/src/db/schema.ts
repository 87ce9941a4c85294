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
}

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  type: string;
  title: string;
  body: string;
  read: Bool;
  createdAt: Timestamp;
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
  problem_reports: ProblemReportsTable;
  problem_report_replies: ProblemReportRepliesTable;
  analytics_samples: AnalyticsSamplesTable;
  school_legal_documents: SchoolLegalDocumentsTable;
  terms_acceptances: TermsAcceptancesTable;
  account_links: AccountLinksTable;
}
