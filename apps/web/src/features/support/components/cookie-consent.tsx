import { useState } from 'react';
import { Link } from 'react-router';
import { readConsent, writeConsent } from '../consent.ts';

/**
 * The cookie banner (spec §2, §4): until a choice is made. 'Prihvati sve' or own preferences;
 * necessary storage is always on, and each category says what Takt really keeps.
 */
export function CookieConsent({ onChange }: { onChange: () => void }) {
  const [visible, setVisible] = useState(() => readConsent() === null);
  const [custom, setCustom] = useState(false);
  const [functional, setFunctional] = useState(true);
  const [analytics, setAnalytics] = useState(false);
  if (!visible) return null;
  const save = (prefs: { functional: boolean; analytics: boolean }) => {
    writeConsent(prefs);
    setVisible(false);
    onChange();
  };
  return (
    <section className="cookie-banner" role="region" aria-labelledby="cookie-title">
      <h2 id="cookie-title">Kolačići i lokalna pohrana</h2>
      <p>
        Takt u pregledniku čuva ono što je nužno za prijavu, a uz vaš pristanak i vaše postavke te
        anonimnu statistiku brzine stranica. Ne koristimo marketinške kolačiće niti kolačiće trećih
        strana. <Link to="/about">Više o privatnosti</Link>
      </p>
      {custom && (
        <fieldset className="cookie-options">
          <legend className="visually-hidden">Vrste pohrane</legend>
          <label className="checkbox-option">
            <input type="checkbox" checked disabled />
            <span>
              <strong>Nužni</strong> – prijava (token), odabrani račun i prihvaćeni uvjeti. Uvijek
              uključeni.
            </span>
          </label>
          <label className="checkbox-option">
            <input
              type="checkbox"
              checked={functional}
              onChange={(e) => setFunctional(e.target.checked)}
            />
            <span>
              <strong>Funkcionalni</strong> – tema, položaj oznake anketa i već prikazane čestitke.
            </span>
          </label>
          <label className="checkbox-option">
            <input
              type="checkbox"
              checked={analytics}
              onChange={(e) => setAnalytics(e.target.checked)}
            />
            <span>
              <strong>Analitika</strong> – brzina učitavanja i trajanje posjeta po stranici, bez
              podataka o osobi, samo na našem poslužitelju.
            </span>
          </label>
          <p className="muted cookie-marketing">Marketinški kolačići: Takt ih ne koristi.</p>
        </fieldset>
      )}
      <div className="row cookie-actions">
        {custom ? (
          <button type="button" className="button" onClick={() => save({ functional, analytics })}>
            Spremi odabir
          </button>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setCustom(true)}>
            Prilagodi
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => save({ functional: false, analytics: false })}
        >
          Samo nužni
        </button>
        <button
          type="button"
          className="button"
          onClick={() => save({ functional: true, analytics: true })}
        >
          Prihvati sve
        </button>
      </div>
    </section>
  );
}
