import { useState } from 'react';
import { roleLabels } from '@takt/shared/roles';
import { useSession } from '../../../lib/session.ts';

/** /profil shell: who is signed in and the logout button; the full profile comes later. */
export default function ProfilePage() {
  const { user, logout } = useSession();
  const [busy, setBusy] = useState(false);
  const roles = user ? roleLabels(user).join(', ') : '';
  return (
    <div className="page stack">
      <h1>Profil</h1>
      {user && (
        <section className="card" aria-labelledby="profile-name">
          <h2 id="profile-name">
            {user.ime} {user.prezime}
          </h2>
          <p className="muted">
            {user.korisnickoIme} · {user.email}
          </p>
          <p>{roles || 'Nema uloga'}</p>
          <p className="muted">{user.school.name}</p>
        </section>
      )}
      <p className="muted">Ova stranica je u izradi.</p>
      <div className="row">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void logout();
          }}
        >
          Odjava
        </button>
      </div>
    </div>
  );
}
