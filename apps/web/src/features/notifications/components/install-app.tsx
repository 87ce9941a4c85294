import { isIos, isStandalone, promptInstall, useInstallOffer } from '../install-prompt.ts';

/** 'Instaliraj aplikaciju' on Profil where the browser offers it; the steps on iOS. */
export function InstallApp() {
  const { offer, installed } = useInstallOffer();
  if (installed || isStandalone()) return null;
  if (isIos()) {
    return (
      <p className="muted">
        Aplikaciju možeš dodati na početni zaslon: u Safariju dodirni Dijeli pa „Dodaj na početni
        zaslon”.
      </p>
    );
  }
  if (!offer) return null;
  return (
    <div className="row">
      <p className="muted">Instaliraj aplikaciju na ovaj uređaj za brži pristup.</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void promptInstall()}
      >
        Instaliraj aplikaciju
      </button>
    </div>
  );
}
