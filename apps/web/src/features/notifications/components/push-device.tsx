import { useEffect, useState } from 'react';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import {
  currentSubscription,
  pushSupport,
  subscribePush,
  unsubscribePush,
} from '../push-subscription.ts';

/** Push on this device: on or off, or why it cannot be (iOS outside the home screen). */
export function PushDevice() {
  const toast = useToast();
  const support = pushSupport();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void currentSubscription().then((s) => current && setSubscribed(Boolean(s)));
    return () => {
      current = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) await subscribePush();
      else await unsubscribePush();
      setSubscribed(on);
      toast.show(
        on ? 'Push obavijesti su uključene na ovom uređaju.' : 'Push obavijesti su isključene.',
        'success',
      );
    } catch (error) {
      toast.show(
        isApiError(error) || error instanceof Error
          ? error.message
          : 'Push obavijesti nije moguće uključiti.',
        'error',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack push-device">
      <h3>Push obavijesti na ovom uređaju</h3>
      {support === 'ios-needs-home-screen' && (
        <p className="muted">
          Na iPhoneu i iPadu push obavijesti stižu samo aplikaciji dodanoj na početni zaslon: u
          Safariju dodirni Dijeli, zatim „Dodaj na početni zaslon”, otvori aplikaciju s početnog
          zaslona i ovdje uključi obavijesti.
        </p>
      )}
      {support === 'unsupported' && (
        <p className="muted">Ovaj preglednik ne podržava push obavijesti.</p>
      )}
      {support === 'denied' && (
        <p className="muted">
          Obavijesti su blokirane u postavkama preglednika. Dopusti ih za ovu stranicu pa pokušaj
          ponovno.
        </p>
      )}
      {support === 'supported' && subscribed !== null && (
        <div className="row">
          <p className="muted">{subscribed ? 'Uključene.' : 'Isključene.'}</p>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void change(!subscribed)}
          >
            {subscribed ? 'Isključi push obavijesti' : 'Uključi push obavijesti'}
          </button>
        </div>
      )}
    </div>
  );
}
