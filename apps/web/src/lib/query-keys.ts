/**
 * Every TanStack Query key of the app, in one place, so a push from the server
 * (lib/realtime-invalidation.ts) and a mutation name the same queries a screen reads. Keys are
 * prefixes of each other on purpose: invalidating `posts.all` refreshes every posts query.
 * Features import their keys from here; none defines its own.
 */
export const queryKeys = {
  /** GET /api/user: the signed-in person. */
  currentUser: ['user'] as const,

  posts: {
    all: ['posts'] as const,
    feed: (feed: 'all' | 'mine') => ['posts', feed] as const,
  },
  polls: {
    all: ['polls'] as const,
    active: ['polls', 'active'] as const,
    stats: ['polls', 'stats'] as const,
  },
  search: {
    users: (text: string) => ['search', 'users', text] as const,
  },

  /** The admins' review screen and the count on their home share this prefix. */
  pendingUsers: {
    all: ['admin', 'pending-users'] as const,
    list: ['admin', 'pending-users', 'list'] as const,
    count: ['admin', 'pending-users', 'count'] as const,
  },
  outbox: ['admin', 'outbox'] as const,
  mentorSignupLink: ['admin', 'mentor-signup-link'] as const,
  /** Moves of students into and out of the school waiting for a decision. */
  transfers: ['admin', 'transfers'] as const,
  /** Mentors registered through the link, waiting for confirmation (paged: an infinite query). */
  unconfirmedMentors: ['admin', 'mentors', 'unconfirmed'] as const,
  jobs: ['admin', 'jobs'] as const,

  /** Administration: students, mentors, programs, the audit log, a person's consents. */
  administration: {
    all: ['admin', 'administration'] as const,
    students: (filter: Record<string, string>) =>
      ['admin', 'administration', 'students', filter] as const,
    mentors: (q: string, status: string) =>
      ['admin', 'administration', 'mentors', q, status] as const,
    programs: ['admin', 'administration', 'programs'] as const,
    overview: ['admin', 'administration', 'overview'] as const,
    audit: (filter: Record<string, string>) =>
      ['admin', 'administration', 'audit', filter] as const,
    consents: (userId: number) => ['consents', userId] as const,
  },

  /** A person's profile; one's own (GET /api/profil) sits here too, so saving refreshes it. */
  profile: (userId: number | undefined) => ['profile', userId] as const,
  /** One key for every place a picture shows (bar, profile, popup). */
  profilePicture: (userId: number) => ['profile-picture', userId] as const,
  studentRecord: (userId: number) => ['student-record', userId] as const,
  /** The signed-in mentor's students (paged: an infinite query). */
  mentorStudents: ['mentor-students'] as const,
  mentorSearch: (text: string, exclude: readonly number[]) =>
    ['mentor-search', text, exclude] as const,
  schoolMentors: ['mentors'] as const,
  linkedAccounts: ['linked-accounts'] as const,
  schools: ['schools'] as const,
  programs: (schoolId: number | undefined) => ['programs', schoolId] as const,

  /** Chat: the list (bottom-bar dot, quick action), one conversation, its messages, contacts. */
  chats: {
    all: ['chats'] as const,
    /** The list's pages (per search) and the unread count share this prefix. */
    list: ['chats', 'list'] as const,
    listPages: (text: string) => ['chats', 'list', 'pages', text] as const,
    unread: ['chats', 'list', 'unread'] as const,
    detail: (chatId: number) => ['chats', 'detail', chatId] as const,
    messages: (chatId: number) => ['chats', 'messages', chatId] as const,
    contacts: (text: string) => ['chats', 'contacts', text] as const,
    contact: (userId: number) => ['chats', 'contact', userId] as const,
  },

  /** Public screens (sign-up, mentor registration): no session behind them. */
  publicSchools: ['schools', 'public'] as const,
  publicPrograms: (schoolId: number | null) => ['programs', 'public', schoolId] as const,
  signupProtection: ['signup', 'protection'] as const,
  mentorLink: (token: string) => ['mentor-link', token] as const,

  /** The person's notifications (list and the bottom-bar dot share the prefix). */
  notifications: {
    all: ['notifications'] as const,
    list: ['notifications', 'list'] as const,
    preferences: ['notifications', 'preferences'] as const,
    pushConfig: ['notifications', 'push-config'] as const,
  },
  /** The timetable: every schedule query shares the prefix, so a change refreshes them all. */
  schedule: {
    all: ['schedule'] as const,
    week: (from: string, filter: string) => ['schedule', 'week', from, filter] as const,
    next: ['schedule', 'next'] as const,
    classrooms: ['schedule', 'classrooms'] as const,
    students: ['schedule', 'students'] as const,
    groups: ['schedule', 'groups'] as const,
    makeups: ['schedule', 'makeups'] as const,
    practice: (week: string) => ['schedule', 'practice', week] as const,
    practiceSummary: (week: string) => ['schedule', 'practice-summary', week] as const,
    feed: ['schedule', 'feed'] as const,
    mentors: ['schedule', 'mentors'] as const,
  },
  /** Invoices: a student's own and the admins' list share the prefix (a payment refreshes both). */
  invoices: {
    all: ['invoices'] as const,
    mine: ['invoices', 'mine'] as const,
    detail: (id: number) => ['invoices', 'detail', id] as const,
    admin: (filters: object) => ['invoices', 'admin', filters] as const,
    /** Invoices found for a payment matched by hand (search by number, name or reference). */
    search: (q: string) => ['invoices', 'search', q] as const,
    /** How many of a period's PDFs the background jobs have made. */
    pdfProgress: (period: string) => ['invoices', 'pdf-progress', period] as const,
    /** Students found by name for a hand-picked run or an exemption. */
    students: (q: string) => ['invoices', 'students', q] as const,
    settings: ['invoices', 'settings'] as const,
    /** The admin filters' choices: the school's programs and mentors (names only). */
    filterOptions: ['invoices', 'filter-options'] as const,
  },
  /** Enrollment: the student's state, and the admins' years and dashboard. */
  enrollment: {
    all: ['enrollment'] as const,
    current: ['enrollment', 'current'] as const,
    agreement: ['enrollment', 'agreement'] as const,
    years: ['enrollment', 'years'] as const,
    dashboard: (filters: object) => ['enrollment', 'dashboard', filters] as const,
    /** The school calendar's years (the admin picks one to open). */
    schoolYears: ['calendar', 'years'] as const,
  },
  /** Documents ('Poveznice'). */
  documents: {
    all: ['documents'] as const,
    list: (view: 'all' | 'mine', folderId: number | null) =>
      ['documents', 'list', view, folderId] as const,
    detail: (id: number) => ['documents', 'detail', id] as const,
    shareOptions: ['documents', 'share-options'] as const,
    titles: (ids: readonly number[]) => ['documents', 'titles', ids] as const,
  },
  // Support: problem reports inbox, terms and privacy, analytics, sibling links
  problemReports: {
    all: ['admin', 'problem-reports'] as const,
    list: (status: string) => ['admin', 'problem-reports', status] as const,
  },
  legal: ['legal'] as const,
  adminLegal: ['admin', 'legal'] as const,
  analytics: (days: number) => ['admin', 'analytics', days] as const,
  accountLinks: ['account-links'] as const,
};
