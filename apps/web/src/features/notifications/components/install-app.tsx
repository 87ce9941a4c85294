import { useEffect, useState } from 'react';
import { isIos, isStandalone } from '../push-subscription.ts';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Keeps the browser's install offer from the moment it comes (often before this screen). */
let offered: InstallPromptEvent | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as InstallPromptEvent;
  });
}

/** 'Instaliraj aplikaciju' where the browser offers it; instructions on iOS. */
export function InstallApp() {
  const [prompt, setPrompt] = useState<InstallPromptEvent | null>(offered);
  const [installed, setInstalled] = useState(isStandalone());
  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      offered = event as InstallPromptEvent;
      setPrompt(offered);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (installed) return null;
  if (isIos()) {
    return (
      <p className="muted">
        Aplikaciju možeš dodati na početni zaslon: u Safariju dodirni Dijeli pa „Dodaj na početni
        zaslon”.
      </p>
    );
  }
  if (!prompt) return null;
  return (
    <div className="row">
      <p className="muted">Instaliraj aplikaciju na ovaj uređaj za brži pristup.</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          void prompt.prompt();
          void prompt.userChoice.then(() => setPrompt(null));
          offered = null;
        }}
      >
        Instaliraj aplikaciju
      </button>
    </div>
  );
}
