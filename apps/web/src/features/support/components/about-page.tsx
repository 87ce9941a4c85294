import { Link } from 'react-router';
import { APP_VERSION } from '@takt/shared/constants';
import { siteSettings, PRODUCT_NAME, PRODUCT_TAGLINE } from '../../../lib/site-config.ts';
import { useSession } from '../../../lib/session.ts';
import { LegalSections } from './legal-sections.tsx';
import { SupportForm } from './support-form.tsx';
import '../support.css';

const technologies = {
  Aplikacija: ['React', 'React Router', 'TanStack Query', 'Zod'],
  Poslužitelj: ['Node.js', 'Fastify', 'Kysely', 'SQLite / PostgreSQL', 'Socket.IO'],
};

/** /about (spec §2): what the app is, who owns it, what it is built with, terms, support. */
export default function AboutPage() {
  const { isLoggedIn, user } = useSession();
  return (
    <div className="page-narrow stack about-page">
      <div className="card stack">
        <h1>O aplikaciji</h1>
        <p>
          <strong>{PRODUCT_NAME}</strong> – {PRODUCT_TAGLINE.toLowerCase()}. Povezuje učenike,
          roditelje, mentore i administratore glazbene škole: objave i ankete, raspored, poruke,
          račune, dokumente i upise na jednom mjestu.
        </p>
        <p className="muted">
          {`Verzija ${APP_VERSION}. Aplikacija i njezin sadržaj vlasništvo su pružatelja usluge; podaci učenika i škole pripadaju školi koja ih vodi.`}
          {siteSettings.providerWebsiteUrl && (
            <>
              {' '}
              <a href={siteSettings.providerWebsiteUrl} rel="noreferrer" target="_blank">
                Web stranica pružatelja
              </a>
            </>
          )}
        </p>
        <h2>Tehnologije</h2>
        <div className="about-tech">
          {Object.entries(technologies).map(([group, items]) => (
            <section key={group} aria-label={group}>
              <h3>{group}</h3>
              <ul>
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
      <LegalSections canEdit={Boolean(user?.isAdmin)} />
      {isLoggedIn && <SupportForm />}
      <Link className="button button-secondary about-back" to={isLoggedIn ? '/profil' : '/'}>
        {isLoggedIn ? 'Natrag na profil' : 'Natrag'}
      </Link>
    </div>
  );
}
