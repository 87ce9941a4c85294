import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '../../../lib/site-config.ts';
import {
  INSTALL_PROMPT_DELAY_MS,
  installCardKind,
  installPromptDismissed,
  isIos,
  isStandalone,
  promptInstall,
  rememberInstallPromptDismissed,
  useInstallOffer,
} from '../install-prompt.ts';

/**
 * The install prompt of spec §9, 2 s after the app opens: the browser's install where it offers
 * one, the steps for the home screen on iOS (the only way to get push there). Closing it is
 * remembered on this device; Profil still offers installing. In the page's flow, after its
 * content, like the cookie notice: it never covers a button or a bar.
 */
export function InstallCard() {
  const { offer, installed } = useInstallOffer();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(installPromptDismissed);

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const kind = installCardKind({
    offered: offer !== null,
    installed,
    standalone: isStandalone(),
    ios: isIos(),
    dismissed,
  });
  if (!due || kind === null) return null;

  const close = () => {
    rememberInstallPromptDismissed();
    setDismissed(true);
  };

  return (
    <section className="install-card" aria-labelledby="install-card-title">
      <h2 id="install-card-title">Instaliraj aplikaciju</h2>
      {kind === 'install' ? (
        <p>
          Dodaj {PRODUCT_NAME} na ovaj uređaj: otvara se brže, radi i bez veze i javlja ti
          obavijesti.
        </p>
      ) : (
        <p>
          Na iPhoneu i iPadu: u Safariju dodirni Dijeli pa „Dodaj na početni zaslon”. Otvori
          aplikaciju s početnog zaslona i moći ćeš primati obavijesti.
        </p>
      )}
      <div className="row">
        {kind === 'install' && (
          <button
            type="button"
            className="button"
            onClick={() => {
              void promptInstall().then((outcome) => outcome === 'dismissed' && close());
            }}
          >
            Instaliraj
          </button>
        )}
        <button type="button" className="button button-secondary" onClick={close}>
          {kind === 'install' ? 'Ne sada' : 'U redu'}
        </button>
      </div>
    </section>
  );
}
