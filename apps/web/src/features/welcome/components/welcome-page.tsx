import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';
import { StateMessage } from '../../../components/ui/state-message.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { useSession } from '../../../lib/session.ts';
import { PRODUCT_NAME, PRODUCT_TAGLINE, siteSettings } from '../../../lib/site-config.ts';

const features = [
  {
    title: 'Glazbeno obrazovanje',
    text: 'Objave, ankete i sve obavijesti škole na jednom mjestu.',
  },
  {
    title: 'Raspored nastave',
    text: 'Pregled termina nastave za učenike i mentore.',
  },
  {
    title: 'Komunikacija između učenika i mentora',
    text: 'Izravne i grupne poruke bez dodatnih aplikacija.',
  },
  {
    title: 'Dokumenti',
    text: 'Računi, ugovori i korisne poveznice uvijek pri ruci.',
  },
];

/** / : what Takt is, for whom, and the ways in. */
export default function WelcomePage() {
  const { isLoggedIn } = useSession();
  return (
    <div className="welcome">
      <header className="welcome-header">
        <div className="brand">
          <Logo size={48} />
          <span className="brand-name">{PRODUCT_NAME}</span>
        </div>
        <ThemeToggle />
      </header>
      <main id="main" className="page">
        <StateMessage />
        <section className="hero" aria-labelledby="welcome-title">
          <h1 id="welcome-title">{PRODUCT_NAME}</h1>
          <p className="hero-tagline">{PRODUCT_TAGLINE}</p>
          <p className="muted">
            Aplikacija je izrađena isključivo za jednu glazbenu školu i njezine učenike, roditelje i
            mentore.
          </p>
          {/* A signed-in visitor goes on into the app, not to the login and sign-up forms. */}
          <div className="row">
            {isLoggedIn ? (
              <Link className="button" to="/user">
                Otvori aplikaciju
              </Link>
            ) : (
              <>
                <Link className="button" to="/login">
                  Prijava
                </Link>
                <Link className="button button-secondary" to="/signup">
                  Registracija
                </Link>
              </>
            )}
          </div>
        </section>
        <section aria-labelledby="features-title">
          <h2 id="features-title">Što nudi aplikacija</h2>
          <ul className="feature-grid">
            {features.map((feature) => (
              <li key={feature.title} className="card">
                <h3>{feature.title}</h3>
                <p className="muted">{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="welcome-footer">
        <nav aria-label="Dodatne poveznice">
          <ul className="row footer-links">
            <li>
              <Link to="/about">O aplikaciji</Link>
            </li>
            {siteSettings.schoolWebsiteUrl && (
              <li>
                <ExternalLink href={siteSettings.schoolWebsiteUrl}>Web stranica škole</ExternalLink>
              </li>
            )}
          </ul>
        </nav>
      </footer>
    </div>
  );
}
