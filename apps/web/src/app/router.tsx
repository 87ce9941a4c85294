import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { AccessLevel } from '@takt/shared/policy';
import { retryableLazy } from '../lib/retryable-lazy.ts';
import { AppRoot } from './app-root.tsx';
import { PageOutlet } from './layouts/page-outlet.tsx';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { FatalError, RouteErrorRedirect } from './route-error.tsx';
import { NotFoundRedirect, RedirectIfSignedIn, RequireAccess } from './route-guards.tsx';

/**
 * A screen that fetches through TanStack Query and checks input with the shared zod schemas:
 * its chunk comes with the query cache (WithQueries) and zod's Croatian messages (zod-setup).
 * /login, the welcome page and the error page need neither, so a visitor's first download
 * holds neither.
 */
function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return retryableLazy<P>(async () => {
    const [{ WithQueries }, { default: Screen }] = await Promise.all([
      import('./with-queries.tsx'),
      load(),
      import('@takt/shared/zod-setup'),
    ]);
    return {
      default: (props: P) => (
        <WithQueries>
          <Screen {...props} />
        </WithQueries>
      ),
    };
  });
}

// Route-level code splitting: each screen is its own chunk, so /login stays small. A chunk that
// cannot be loaded shows the retry notice of the nearest PageOutlet, never the error page.
const WelcomePage = retryableLazy(() => import('../features/welcome/components/welcome-page.tsx'));
const LoginPage = retryableLazy(() => import('../features/auth/components/login-page.tsx'));
const ErrorPage = retryableLazy(() => import('../features/errors/components/error-page.tsx'));
const PublicLayout = retryableLazy<object>(() =>
  import('./layouts/public-layout.tsx').then((m) => ({ default: m.PublicLayout })),
);
const SignedInLayout = lazyScreen<object>(() =>
  import('./layouts/signed-in-layout.tsx').then((m) => ({ default: m.SignedInLayout })),
);
const HomePage = lazyScreen(() => import('./pages/home/home-page.tsx'));
const ProfilePage = lazyScreen(() => import('./pages/profile/profile-page.tsx'));
const SelfServicePage = lazyScreen(
  () => import('../features/profile/components/self-service-page.tsx'),
);
const SignupPage = lazyScreen(() => import('../features/signup/components/signup-page.tsx'));
const MentorSignupPage = lazyScreen(
  () => import('../features/mentor-signup/components/mentor-signup-page.tsx'),
);
const ResetPasswordPage = lazyScreen(
  () => import('../features/password-reset/components/reset-password-page.tsx'),
);
const ChangePasswordPage = lazyScreen(
  () => import('../features/password-change/components/change-password-page.tsx'),
);
const AdminHomePage = lazyScreen(
  () => import('../features/admin-home/components/admin-home-page.tsx'),
);
const NotificationsPage = lazyScreen(
  () => import('../features/notifications/components/notifications-page.tsx'),
);
const SchedulePage = lazyScreen(() => import('../features/schedule/components/schedule-page.tsx'));
const ClassroomsPage = lazyScreen(
  () => import('../features/schedule/components/classrooms-page.tsx'),
);
const SchoolCalendarPage = lazyScreen(
  () => import('../features/schedule/components/school-calendar-page.tsx'),
);
const ChatPage = lazyScreen(() => import('../features/chat/components/chat-page.tsx'));
const GroupDetailsPage = lazyScreen(
  () => import('../features/chat/components/group-details-page.tsx'),
);
const InvoicesPage = lazyScreen(() => import('../features/invoices/components/invoices-page.tsx'));
const InvoiceDetailPage = lazyScreen(
  () => import('../features/invoices/components/invoice-detail-page.tsx'),
);
const InvoicesAdminPage = lazyScreen(
  () => import('../features/invoices-admin/components/invoices-admin-page.tsx'),
);
const PendingUsersPage = lazyScreen(
  () => import('../features/pending-users/components/pending-users-page.tsx'),
);
const EnrollPage = lazyScreen(() => import('../features/enrollment/components/enroll-page.tsx'));
const EnrollmentsPage = lazyScreen(
  () => import('../features/enrollment/components/enrollments-page.tsx'),
);
const DocumentsPage = lazyScreen(
  () => import('../features/documents/components/documents-page.tsx'),
);
const DocumentPage = lazyScreen(() => import('../features/documents/components/document-page.tsx'));
// Administration and data protection
const StudentsPage = lazyScreen(
  () => import('../features/administration/components/students-page.tsx'),
);
const ImportPage = lazyScreen(
  () => import('../features/administration/components/import-page.tsx'),
);
const MentorsPage = lazyScreen(() => import('./pages/mentors/mentors-page.tsx'));
const MentorImportPage = lazyScreen(
  () => import('../features/administration/components/mentor-import-page.tsx'),
);
const ProgramsPage = lazyScreen(
  () => import('../features/administration/components/programs-page.tsx'),
);
const DeletePage = lazyScreen(
  () => import('../features/administration/components/delete-page.tsx'),
);
const AuditPage = lazyScreen(() => import('../features/administration/components/audit-page.tsx'));

// Support: report a problem, the admins' inbox, /about
const ReportProblemPage = lazyScreen(
  () => import('../features/support/components/report-problem-page.tsx'),
);
const ProblemInboxPage = lazyScreen(
  () => import('../features/support/components/problem-inbox-page.tsx'),
);
const AnalyticsPage = lazyScreen(() => import('../features/support/components/analytics-page.tsx'));
const AboutPage = lazyScreen(() => import('../features/support/components/about-page.tsx'));

function guarded(level: AccessLevel, children: RouteObject[]): RouteObject {
  return { element: <RequireAccess level={level} />, children };
}

/** Spec §2's route table with each route's access level. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <FatalError />,
    children: [
      { path: '/error', handle: { title: 'Greška' }, element: <ErrorPage /> },
      {
        errorElement: <RouteErrorRedirect />,
        element: <PageOutlet fallback={<PageLoading />} />,
        children: [
          { index: true, handle: { title: 'Dobro došli' }, element: <WelcomePage /> },
          {
            element: <RedirectIfSignedIn />,
            children: [
              { path: '/login', handle: { title: 'Prijava' }, element: <LoginPage /> },
              {
                element: <PublicLayout />,
                children: [
                  { path: '/signup', handle: { title: 'Registracija' }, element: <SignupPage /> },
                ],
              },
            ],
          },
          {
            element: <PublicLayout />,
            children: [
              {
                path: '/signup/:token',
                handle: { title: 'Registracija mentora' },
                element: <MentorSignupPage />,
              },
              {
                path: '/reset-password',
                handle: { title: 'Resetiranje lozinke' },
                element: <ResetPasswordPage />,
              },
              { path: '/about', handle: { title: 'O aplikaciji' }, element: <AboutPage /> },
            ],
          },
          guarded('signedIn', [
            {
              path: '/promjena-lozinke',
              handle: { title: 'Promjena lozinke' },
              element: <ChangePasswordPage />,
            },
            {
              element: <SignedInLayout />,
              children: [
                { path: '/naslovna', element: <Navigate to="/user" replace /> },
                { path: '/user', handle: { title: 'Naslovna' }, element: <HomePage /> },
                { path: '/profil', handle: { title: 'Profil' }, element: <ProfilePage /> },
                { path: '/chat', handle: { title: 'Chat' }, element: <ChatPage /> },
                { path: '/chat/:chatId', handle: { title: 'Chat' }, element: <ChatPage /> },
                { path: '/chat/novi/:userId', handle: { title: 'Chat' }, element: <ChatPage /> },
                {
                  path: '/chat/:chatId/grupa',
                  handle: { title: 'Detalji grupe' },
                  element: <GroupDetailsPage />,
                },
                { path: '/raspored', handle: { title: 'Raspored' }, element: <SchedulePage /> },
                {
                  path: '/obavijesti',
                  handle: { title: 'Obavijesti' },
                  element: <NotificationsPage />,
                },
                { path: '/racuni', handle: { title: 'Računi' }, element: <InvoicesPage /> },
                {
                  path: '/racuni/:invoiceId',
                  handle: { title: 'Račun' },
                  element: <InvoiceDetailPage />,
                },
                { path: '/dokumenti', handle: { title: 'Poveznice' }, element: <DocumentsPage /> },
                {
                  path: '/documents/:documentId',
                  handle: { title: 'Dokument' },
                  element: <DocumentPage />,
                },
                {
                  path: '/report-problem',
                  handle: { title: 'Prijava problema' },
                  element: <ReportProblemPage />,
                },
                guarded('student', [
                  { path: '/enroll', handle: { title: 'Upis' }, element: <EnrollPage /> },
                  {
                    path: '/ucenik',
                    handle: { title: 'Moj profil' },
                    element: <SelfServicePage role="student" />,
                  },
                ]),
                guarded('mentor', [
                  {
                    path: '/mentor',
                    handle: { title: 'Moj profil' },
                    element: <SelfServicePage role="mentor" />,
                  },
                ]),
                guarded('admin', [
                  {
                    path: '/admin/prijave-problema',
                    handle: { title: 'Prijave problema' },
                    element: <ProblemInboxPage />,
                  },
                  {
                    path: '/admin/analitika',
                    handle: { title: 'Analitika' },
                    element: <AnalyticsPage />,
                  },
                  {
                    path: '/admin/*',
                    handle: { title: 'Administracija' },
                    element: <AdminHomePage />,
                  },
                  {
                    path: '/admin/revizija',
                    handle: { title: 'Revizijski zapis' },
                    element: <AuditPage />,
                  },
                  { path: '/korisnici', handle: { title: 'Korisnici' }, element: <StudentsPage /> },
                  {
                    path: '/korisnici/uvoz',
                    handle: { title: 'Uvoz učenika' },
                    element: <ImportPage />,
                  },
                  { path: '/mentori', handle: { title: 'Mentori' }, element: <MentorsPage /> },
                  {
                    path: '/mentori/uvoz',
                    handle: { title: 'Uvoz mentora' },
                    element: <MentorImportPage />,
                  },
                  {
                    path: '/pending-users',
                    handle: { title: 'Zahtjevi za upis' },
                    element: <PendingUsersPage />,
                  },
                  {
                    path: '/racuni-admin',
                    handle: { title: 'Računi učenika' },
                    element: <InvoicesAdminPage />,
                  },
                  {
                    path: '/classrooms',
                    handle: { title: 'Učionice' },
                    element: <ClassroomsPage />,
                  },
                  {
                    path: '/kalendar',
                    handle: { title: 'Školski kalendar' },
                    element: <SchoolCalendarPage />,
                  },
                  {
                    path: '/enrollments',
                    handle: { title: 'Upisi' },
                    element: <EnrollmentsPage />,
                  },
                  { path: '/programi', handle: { title: 'Programi' }, element: <ProgramsPage /> },
                  {
                    path: '/delete',
                    handle: { title: 'Brisanje podataka' },
                    element: <DeletePage />,
                  },
                ]),
              ],
            },
          ]),
          { path: '*', element: <NotFoundRedirect /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
