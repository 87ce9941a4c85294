import { useState } from 'react';
import type { NotificationChannel } from '@takt/shared/notification-kinds';
import { notificationKindLabels } from '@takt/shared/notification-messages';
import type { NotificationPreference } from '@takt/shared/schemas/notifications';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/preferences.ts';
import { relevantKinds } from '../relevant-kinds.ts';
import { InstallApp } from './install-app.tsx';
import { PushDevice } from './push-device.tsx';
import '../notifications.css';

const channels: [NotificationChannel, string][] = [
  ['inApp', 'U aplikaciji'],
  ['push', 'Push'],
  ['email', 'Email'],
];

/** Profil: which notifications arrive where, push on this device, installing the app. */
export default function NotificationSettings() {
  const { user } = useSession();
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const toast = useToast();
  const [draft, setDraft] = useState<NotificationPreference[] | null>(null);
  if (!user) return null;
  const current = draft ?? prefs.data ?? [];
  const kinds = relevantKinds(user);
  const rows = current.filter((p) => kinds.includes(p.kind));

  const toggle = (kind: string, channel: NotificationChannel, on: boolean) =>
    setDraft(current.map((p) => (p.kind === kind ? { ...p, [channel]: on } : p)));

  const submit = async () => {
    try {
      const answer = await save.mutateAsync(rows);
      setDraft(null);
      toast.show(answer.message, 'success');
    } catch (error) {
      toast.show(isApiError(error) ? error.message : 'Greška pri spremanju postavki', 'error');
    }
  };

  return (
    <section className="card stack" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">Obavijesti i aplikacija</h2>
      <PushDevice />
      <InstallApp />
      {prefs.isError && (
        <p className="alert alert-error" role="alert">
          Greška pri dohvaćanju postavki obavijesti
        </p>
      )}
      {rows.length > 0 && (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="notification-prefs-scroll">
            <table className="notification-prefs">
              <caption>Gdje primaš koje obavijesti</caption>
              <thead>
                <tr>
                  <th scope="col">Vrsta</th>
                  {channels.map(([, label]) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.kind}>
                    <th scope="row">{notificationKindLabels[p.kind]}</th>
                    {channels.map(([channel, label]) => (
                      <td key={channel}>
                        <input
                          type="checkbox"
                          checked={p[channel]}
                          aria-label={`${notificationKindLabels[p.kind]}: ${label}`}
                          onChange={(e) => toggle(p.kind, channel, e.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="row">
            <button type="submit" className="button" disabled={save.isPending || !draft}>
              Spremi izbor obavijesti
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
