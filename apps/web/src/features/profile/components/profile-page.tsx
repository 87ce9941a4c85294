import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { isMentorSide } from '@takt/shared/policy';
import { UnconfirmedMentorNotice } from '../../../components/unconfirmed-mentor-notice.tsx';
import { useSession } from '../../../lib/session.ts';
import { MyProfileTab } from './my-profile-tab.tsx';
import { MyStudents } from './my-students.tsx';
import { StudentEditorDialog } from './student-editor-dialog.tsx';
import '../profile.css';

type Tab = 'profile' | 'students';

/**
 * /profil (spec §2): 'Moj profil', and for mentors 'Moji učenici'. `?uredi={id}` opens
 * 'Detalji učenika' for any student the caller may edit (the school's admins come from the
 * profile popup); the server decides what may change.
 */
export default function ProfilePage({ extra }: { extra?: ReactNode } = {}) {
  const { user } = useSession();
  const [tab, setTab] = useState<Tab>('profile');
  const [params, setParams] = useSearchParams();
  if (!user) return null;
  const isMentor = isMentorSide(user);
  const editId = Number(params.get('uredi'));
  const editing = isMentor && Number.isSafeInteger(editId) && editId > 0 ? editId : null;
  const tabs: [Tab, string][] = isMentor
    ? [
        ['profile', 'Moj profil'],
        ['students', 'Moji učenici'],
      ]
    : [];
  const active = isMentor ? tab : 'profile';
  return (
    <div className="page stack">
      <h1>Profil</h1>
      <UnconfirmedMentorNotice user={user} />
      {tabs.length > 0 && (
        <div className="profile-tabs" role="tablist" aria-label="Profil">
          {tabs.map(([id, label]) => (
            <button
              key={id}
              id={`profile-tab-${id}`}
              type="button"
              role="tab"
              aria-selected={active === id}
              aria-controls={`profile-panel-${id}`}
              tabIndex={active === id ? 0 : -1}
              className="profile-tab"
              onClick={() => setTab(id)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const next = id === 'profile' ? 'students' : 'profile';
                setTab(next);
                document.getElementById(`profile-tab-${next}`)?.focus();
              }}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <div
        id={`profile-panel-${active}`}
        role={tabs.length ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length ? `profile-tab-${active}` : undefined}
        className="stack"
      >
        {active === 'profile' ? <MyProfileTab user={user} extra={extra} /> : <MyStudents />}
        {editing !== null && (
          <StudentEditorDialog
            studentId={editing}
            onClose={() => setParams({}, { replace: true })}
          />
        )}
      </div>
    </div>
  );
}
