import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isMentorSide, roleNames } from '@takt/shared/policy';
import type { PublicUser } from '@takt/shared/schemas/user';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useSession } from '../../../lib/session.ts';
import { useProfilePicture } from '../../../lib/profile-picture.ts';
import { mentorLine } from '../mentor-line.ts';
import { LinkedAccountsCard } from './linked-accounts-card.tsx';
import { PictureUploadDialog } from './picture-upload-dialog.tsx';
import { SettingsModal } from './settings-modal.tsx';
import { downloadMyData } from '../api/data-export.ts';
import { useToast } from '../../../components/ui/toast-context.ts';
import { isApiError } from '../../../lib/api-client.ts';

/** 'Moj profil': picture, who I am, linked accounts, links to my editor, settings, logout. */
export function MyProfileTab({ user, extra }: { user: PublicUser; extra?: ReactNode }) {
  const { logout } = useSession();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'picture' | 'settings' | null>(null);
  const picture = useProfilePicture(user.id);
  const roles = roleNames(user);
  const isStaff = isMentorSide(user);
  const name = `${user.ime} ${user.prezime}`;
  const toast = useToast();
  const download = () =>
    downloadMyData(user.id).catch((error: unknown) =>
      toast.show(isApiError(error) ? error.message : 'Greška pri dohvaćanju podataka', 'error'),
    );
  return (
    <>
      <section className="card profile-summary" aria-labelledby="profile-name">
        <div className="profile-summary-picture">
          <UserAvatar userId={user.id} name={name} />
          <button
            type="button"
            className="button button-secondary profile-button-small"
            onClick={() => setDialog('picture')}
          >
            Promijeni profilnu sliku
          </button>
        </div>
        <div className="profile-stack-tight">
          <h2 id="profile-name">{name}</h2>
          <p className="muted">
            {user.korisnickoIme} · {user.email}
          </p>
          <p>{roles || 'Bez uloge'}</p>
          <p className="muted">{user.school.name}</p>
          {user.isStudent && (
            <p>
              {user.programs.length
                ? `${user.programs.length === 1 ? 'Program' : 'Programi'}: ${user.programs.map((p) => p.naziv).join(', ')}`
                : 'Nije upisan program'}
            </p>
          )}
          {user.isStudent && <p>{mentorLine(user.mentors)}</p>}
          <div className="row">
            {isStaff && (
              <Link className="button button-secondary" to="/mentor">
                Uredi moje podatke
              </Link>
            )}
            {user.isStudent && (
              <Link className="button button-secondary" to="/ucenik">
                Uredi moje podatke
              </Link>
            )}
            {user.isStudent && (
              <Link className="button button-secondary" to="/enroll">
                Upiši se!
              </Link>
            )}
          </div>
        </div>
      </section>
      {/* Cards other features add to one's own profile (the enrollment card). */}
      {extra}
      {user.isStudent && <LinkedAccountsCard />}
      <div className="row">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setDialog('settings')}
        >
          Postavke
        </button>
        <Link className="button button-secondary" to="/promjena-lozinke">
          Promijeni lozinku
        </Link>
        <Link className="button button-secondary" to="/about">
          O aplikaciji
        </Link>
        <button type="button" className="button button-secondary" onClick={() => void download()}>
          Preuzmi moje podatke
        </button>
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
      {dialog === 'picture' && (
        <PictureUploadDialog
          userId={user.id}
          hasPicture={Boolean(picture.data)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'settings' && <SettingsModal onClose={() => setDialog(null)} />}
    </>
  );
}
