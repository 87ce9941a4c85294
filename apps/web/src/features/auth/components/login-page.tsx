import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { useSession } from '../../../lib/session.ts';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { PRODUCT_NAME, PRODUCT_TAGLINE, siteSettings } from '../../../lib/site-config.ts';
import { LoginForm } from './login-form.tsx';

/** /login. After signing in, the route guard sends the user to the remembered origin. */
export default function LoginPage() {
  const { signIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const state = (location.state ?? null) as { message?: unknown; from?: unknown } | null;
  const incoming = typeof state?.message === 'string' ? state.message : null;
  const [successMessage] = useState<string | null>(incoming);

  // Shown once: drop the message from history so a reload does not show it again.
  useEffect(() => {
    if (!incoming) return;
    const { message: _message, ...rest } = state ?? {};
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: Object.keys(rest).length ? rest : null,
    });
  }, [incoming, state, navigate, location.pathname, location.search]);

  return (
    <div className="auth-page">
      <header className="auth-header">
        <ThemeToggle />
      </header>
      <main id="main" className="page-narrow">
        <div className="card stack">
          <div className="brand">
            <Link to="/" aria-label="Početna stranica">
              <Logo />
            </Link>
            <div>
              <h1>{PRODUCT_NAME}</h1>
              <p className="muted">{PRODUCT_TAGLINE}</p>
            </div>
          </div>
          <h2 className="auth-title">Prijava</h2>
          {successMessage && (
            <p className="alert alert-success" role="status">
              {successMessage}
            </p>
          )}
          <LoginForm
            defaultIdentifier={searchParams.get('prefill')?.trim() ?? ''}
            onSuccess={signIn}
          />
          <ul className="link-list">
            <li>
              <Link to="/signup">Nemate račun? Registrirajte se</Link>
            </li>
            <li>
              <Link to="/reset-password">Zaboravili ste lozinku?</Link>
            </li>
            <li>
              <Link to="/about">O aplikaciji</Link>
            </li>
            {siteSettings.providerWebsiteUrl && (
              <li>
                <ExternalLink href={siteSettings.providerWebsiteUrl}>
                  Web stranica pružatelja usluge
                </ExternalLink>
              </li>
            )}
          </ul>
        </div>
      </main>
    </div>
  );
}
