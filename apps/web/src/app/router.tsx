import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { AccessLevel } from '@takt/shared/roles';
import { AppRoot } from './app-root.tsx';
import { FatalError, RouteErrorRedirect } from './route-error.tsx';
import { NotFoundRedirect, RedirectIfSignedIn, RequireAccess } from './route-guards.tsx';
import { UnderConstructionPage } from './under-construction-page.tsx';

/**
 * A screen whose forms check input with the shared zod schemas: its chunk waits for zod's
 * Croatian messages (zod-setup), which only such screens download. /login, the welcome page and
 * the error page need neither, so the first visit stays small.
 */
function lazyWithZod<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    Promise.all([import('@takt/shared/zod-setup'), load()]).then(([, screen]) => screen),
  );
}

// Route-level code splitting: each screen is its own chunk, so /login stays small.
const WelcomePage = lazy(() => import('../features/welcome/components/welcome-page.tsx'));
const LoginPage = lazy(() => import('../features/auth/components/login-page.tsx'));
const ErrorPage = lazy(() => import('../features/errors/components/error-page.tsx'));
const SignedInLayout = lazy(() =>
  import('./layouts/signed-in-layout.tsx').then((m) => ({ default: m.SignedInLayout })),
);
const PublicLayout = lazy(() =>
  import('./layouts/public-layout.tsx').then((m) => ({ default: m.PublicLayout })),
);
const HomePage = lazyWithZod(() => import('../features/home/components/home-page.tsx'));
const ProfilePage = lazyWithZod(() => import('../features/profile/components/profile-page.tsx'));
const SelfServicePage = lazyWithZod(
  () => import('../features/profile/components/self-service-page.tsx'),
);
const SignupPage = lazyWithZod(() => import('../features/signup/components/signup-page.tsx'));
const MentorSignupPage = lazyWithZod(
  () => import('../features/mentor-signup/components/mentor-signup-page.tsx'),
);
const ResetPasswordPage = lazyWithZod(
  () => import('../features/password-reset/components/reset-password-page.tsx'),
);
const ChangePasswordPage = lazyWithZod(
  () => import('../features/password-change/components/change-password-page.tsx'),
);
const AdminHomePage = lazyWithZod(
  () => import('../features/admin-home/components/admin-home-page.tsx'),
);
const PendingUsersPage = lazyWithZod(
  () => import('../features/pending-users/components/pending-users-page.tsx'),
);

/** A screen of a later issue: its title in the top bar and a heading with an "u izradi" note. */
function pending(path: string, title: string): RouteObject {
  return { path, handle: { title }, element: <UnderConstructionPage title={title} /> };
}

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
              pending('/about', 'O aplikaciji'),
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
                pending('/chat', 'Chat'),
                pending('/racuni', 'Računi'),
                pending('/raspored', 'Raspored'),
                pending('/obavijesti', 'Obavijesti'),
                pending('/dokumenti', 'Poveznice'),
                pending('/documents/:documentId', 'Dokument'),
                pending('/report-problem', 'Prijava problema'),
                guarded('student', [
                  pending('/enroll', 'Upis'),
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
                    path: '/admin/*',
                    handle: { title: 'Administracija' },
                    element: <AdminHomePage />,
                  },
                  pending('/korisnici', 'Korisnici'),
                  pending('/mentori', 'Mentori'),
                  {
                    path: '/pending-users',
                    handle: { title: 'Zahtjevi za upis' },
                    element: <PendingUsersPage />,
                  },
                  pending('/racuni-admin', 'Računi učenika'),
                  pending('/programi', 'Programi'),
                  pending('/classrooms', 'Učionice'),
                  pending('/delete', 'Brisanje podataka'),
                  pending('/enrollments', 'Upisi'),
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
